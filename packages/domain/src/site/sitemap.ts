/**
 * The pages with no code in their address that a crawler should know: the home page, the list's
 * tabs and the content pages (SPEC §2). Account, register and tax pages are not for search engines.
 */
export const SITEMAP_STATIC_PATHS = [
  "/",
  "/events/future",
  "/events/all",
  "/events/today",
  "/events/series",
  "/events/virtual",
  "/events/results",
  "/events/past",
  "/clubs",
  "/championships",
  "/Home/About",
  "/Home/About/organizers",
  "/Home/About/participants",
  "/Home/EventsRating",
  "/Contacts",
  "/Careers",
  "/nbd",
  "/ostrovok",
  "/corp-client",
] as const;

/** Paths robots.txt keeps crawlers out of: a person's own pages and the register wizard. */
export const ROBOTS_DISALLOWED_PATHS = ["/account", "/*/register", "/tax-deduction"] as const;
