import { selectLocale } from "@reg/front";
import { createFileRoute } from "@tanstack/react-router";
import { ContactsPage } from "../features/pages/contacts-page";
import { prefetchSitePage } from "../features/pages/pages-queries";

export const Route = createFileRoute("/Contacts")({
  loader: ({ context }) => {
    prefetchSitePage(context, "contacts");
    const language = selectLocale(context.store.getState());
    void context.queryClient.prefetchQuery(context.api.pages.contacts.queryOptions({ language }));
  },
  component: ContactsPage,
});
