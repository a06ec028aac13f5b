import { renderFrontPage, type RenderedFrontPage } from "@reg/front/ssr";
import { siteConfig } from "./env";
import { createAppRouter } from "./router";

/** What the BFF hands the portal's server entry for one page view (apps/bff/src/spa/ssr). */
export interface RenderPageInput {
  url: string;
  origin: string;
  cookies: string;
  fetch: typeof globalThis.fetch;
  deadline: number;
}

/**
 * The portal's server entry (`vite build --ssr`, into dist-ssr/): one page's HTML from the same
 * routes and components as the browser's entry (decision 0025). Null: serve the plain shell.
 */
export function renderPage(input: RenderPageInput): Promise<RenderedFrontPage | null> {
  return renderFrontPage({
    ...input,
    config: siteConfig,
    createRouter: (context, history) => createAppRouter(context, history),
  });
}
