import type { Locale, SitePageQuery, SitePageSlug } from "@reg/domain";
import { selectLocale, type FrontRouterContext } from "@reg/front";

/** The one input the route loader (prefetch) and the page (read) share, so they share a cache entry. */
export function sitePageInput(slug: SitePageSlug, language: Locale): SitePageQuery {
  return { slug, language };
}

/** Warms a content page's read without holding the route back: the page shows a skeleton meanwhile. */
export function prefetchSitePage(
  context: Pick<FrontRouterContext, "store" | "queryClient" | "api">,
  slug: SitePageSlug,
): void {
  const language = selectLocale(context.store.getState());
  void context.queryClient.prefetchQuery(
    context.api.pages.get.queryOptions(sitePageInput(slug, language)),
  );
}
