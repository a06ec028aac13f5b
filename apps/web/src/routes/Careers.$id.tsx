import { selectLocale } from "@reg/front";
import { createFileRoute } from "@tanstack/react-router";
import { CareerPage } from "../features/pages/careers-pages";

export const Route = createFileRoute("/Careers/$id")({
  loader: ({ context, params }) => {
    const language = selectLocale(context.store.getState());
    void context.queryClient.prefetchQuery(
      context.api.pages.career.queryOptions({ id: params.id, language }),
    );
  },
  component: CareerRoute,
});

function CareerRoute() {
  const { id } = Route.useParams();
  return <CareerPage id={id} />;
}
