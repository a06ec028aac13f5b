/**
 * Site-wide rules of the pages (SPEC §9): cookies (path, domain, the cookie notice), CSRF, layout
 * breakpoints, toasts.
 */
export * from "./cookies";
export * from "./csrf";
export * from "./breakpoints";
export * from "./toasts";
export * from "./page-heads";
export * from "./sitemap";
