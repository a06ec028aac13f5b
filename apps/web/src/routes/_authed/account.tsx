import { selectLocale } from "@reg/front";
import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "../../features/account/account-page";
import {
  myRegistrationsInputOf,
  validateAccountSearch,
} from "../../features/account/my-registrations-search";

export const Route = createFileRoute("/_authed/account")({
  validateSearch: validateAccountSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    const locale = selectLocale(context.store.getState());
    void context.queryClient.prefetchQuery(
      context.api.account.listRegistrations.queryOptions(
        myRegistrationsInputOf(locale, deps.search),
      ),
    );
  },
  component: AccountPage,
});
