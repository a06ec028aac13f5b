/** The sitemap's read: event and series codes with their change dates (issue 8 item 6). */
export { registerSitemapRoutes } from "./routes";
