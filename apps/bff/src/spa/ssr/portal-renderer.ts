import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * What the portal's server entry (apps/web/src/entry-server.tsx, built into dist-ssr/) exports.
 * Written down here rather than imported: the BFF never imports a front (decision 0025); the BFF's
 * tests render through the real built entry, so a drift shows there.
 */
export interface RenderPageInput {
  url: string;
  origin: string;
  cookies: string;
  fetch: typeof globalThis.fetch;
  deadline: number;
}

export interface RenderedPage {
  locale: string;
  appHtml: string;
  state: unknown;
  tenantId: string;
  themeVariables: Record<string, string>;
}

export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage | null>;

/** The server build sits beside the portal's browser build: `apps/web/dist` → `apps/web/dist-ssr`. */
export function serverEntryOf(webDist: string): string {
  return resolve(webDist, "..", "dist-ssr", "entry-server.js");
}

function isRenderPage(value: unknown): value is RenderPage {
  return typeof value === "function";
}

/**
 * The portal's server render, loaded once on first use; undefined (the plain shell, as before) when
 * the portal has no server build. A build that fails to load is reported once and never retried.
 */
export class PortalRenderer {
  #loading: Promise<RenderPage | undefined> | undefined;

  constructor(
    private readonly webDist: string | undefined,
    private readonly onLoadError: (error: unknown) => void,
  ) {}

  get(): Promise<RenderPage | undefined> {
    this.#loading ??= this.#load();
    return this.#loading;
  }

  async #load(): Promise<RenderPage | undefined> {
    if (this.webDist === undefined) return undefined;
    const entry = serverEntryOf(this.webDist);
    try {
      if (!(await stat(entry)).isFile()) return undefined;
    } catch {
      return undefined;
    }
    try {
      const module = (await import(pathToFileURL(entry).href)) as { renderPage?: unknown };
      return isRenderPage(module.renderPage) ? module.renderPage : undefined;
    } catch (error) {
      this.onLoadError(error);
      return undefined;
    }
  }
}
