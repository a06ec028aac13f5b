import { createFileRoute } from "@tanstack/react-router";
import { TrainingsPage } from "../../features/trainings/trainings-page";

/** The person's trainings from their activity tracker (SPEC §2), behind the login gate of `_authed`. */
export const Route = createFileRoute("/_authed/account_/trainings")({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.api.trainings.get.queryOptions());
  },
  component: TrainingsPage,
});
