import { selectLocale } from "@reg/front";
import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "../../features/account/account-page";
import { validateAccountSearch } from "../../features/account/account-search";

export const Route = createFileRoute("/_authed/account")({
  validateSearch: validateAccountSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    const locale = selectLocale(context.store.getState());
    // Imported when the loader runs, not with the route tree: the list's input takes @reg/domain's
    // my-registrations schemas, which the first chunk does without (decision 0022).
    void import("../../features/account/my-registrations-search").then(
      ({ myRegistrationsInputOf }) =>
        context.queryClient.prefetchQuery(
          context.api.account.listRegistrations.queryOptions(
            myRegistrationsInputOf(locale, deps.search),
          ),
        ),
    );
  },
  component: AccountPage,
});
