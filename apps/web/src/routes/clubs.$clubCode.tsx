import { appErrorCode } from "@reg/api";
import { isClubCode } from "@reg/domain";
import { selectLocale } from "@reg/front";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { ClubPage } from "../features/clubs/club-page";
import { validateClubPageSearch } from "../features/clubs/clubs-search";

export const Route = createFileRoute("/clubs/$clubCode")({
  staticData: { layout: "default" },
  validateSearch: validateClubPageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  // A malformed code is not-found without a read; an unknown one once core says so.
  loader: async ({ context, params, deps }) => {
    if (!isClubCode(params.clubCode)) throw notFound();
    const locale = selectLocale(context.store.getState());
    try {
      await context.queryClient.ensureQueryData(
        context.api.clubs.page.queryOptions({
          code: params.clubCode,
          language: locale,
          ...(deps.page === undefined ? {} : { page: deps.page }),
        }),
      );
    } catch (error) {
      const code = appErrorCode(error);
      if (code === "NOT_FOUND" || code === "VALIDATION_FAILED") throw notFound();
      throw error;
    }
  },
  component: ClubPage,
});
