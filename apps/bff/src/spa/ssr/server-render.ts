import { createHash } from "node:crypto";
import { type FastifyInstance, type FastifyRequest } from "fastify";
import { REQUEST_ID_HEADER } from "@reg/observability";
import { escapeHtml, jsonForScript } from "../heads/page-head";
import { InFlightGate } from "../../shedding/in-flight-gate";
import { type RenderedPage, type RenderPage } from "./portal-renderer";

/**
 * The page's root in index.html up to its end marker: all of it (whitespace and comments too, which
 * hydration would trip over) becomes the server's render.
 */
const OUTLET = /(<div id="root">)[\s\S]*?<!--\/ssr-outlet-->\s*/;
/** Must match SSR_STATE_ELEMENT_ID of @reg/front/ssr. */
const STATE_ELEMENT_ID = "ssr-state";

/** A render slower than this is dropped for the plain shell: a slow page beats no page. */
export const RENDER_TIMEOUT_MS = 1_500;
/**
 * Renders under way at once, per process. A render is CPU work on the one event loop that also
 * answers the API: past this, at the minute registration opens, a page is the plain shell (as
 * before server rendering) instead of a queue of renders that slows every call.
 */
export const MAX_RENDERS_IN_FLIGHT = 4;

/** Reads still running this long into the render are shown as loading (the browser finishes them). */
export const READS_BUDGET_MS = 800;

/** The request's headers a render's reads must carry: the tenant (Host), the session, the proxy's. */
const FORWARDED = ["host", "cookie", "x-forwarded-for", "x-forwarded-proto", "x-forwarded-host"];

/**
 * `fetch` for the render's tRPC calls: each goes through this same server in process
 * (`inject`), with the page request's Host, cookies and address, so it is exactly the call the
 * browser would make (its procedure, cache, shedding and rate limit), without a socket.
 */
export function injectFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    // The render's reads are this page request's: one id in the BFF's and core's lines.
    headers[REQUEST_ID_HEADER] = request.id;
    const response = await app.inject({
      method: init?.method === "POST" ? "POST" : "GET",
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: request.ip,
      ...(typeof init?.body === "string" ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      if (typeof value === "string") responseHeaders.set(name, value);
    return new Response(response.payload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

export function renderGate(): InFlightGate {
  return new InFlightGate(MAX_RENDERS_IN_FLIGHT);
}

/**
 * The render, or null when it failed, declined, took longer than RENDER_TIMEOUT_MS, or `gate`
 * already holds as many renders as it lets in.
 */
export async function renderWithin(
  render: RenderPage,
  input: Omit<Parameters<RenderPage>[0], "deadline">,
  gate: InFlightGate,
  onError: (error: unknown) => void,
): Promise<RenderedPage | null> {
  if (!gate.tryEnter()) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
  });
  const rendered = render({ ...input, deadline: Date.now() + READS_BUDGET_MS }).catch(
    (error: unknown) => {
      onError(error);
      return null;
    },
  );
  try {
    return await Promise.race([rendered, timeout]);
  } finally {
    clearTimeout(timer);
    gate.leave();
  }
}

function styleOf(variables: Record<string, string>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}: ${value}`)
    .join("; ");
}

/**
 * index.html with the server's render in the root, its state for the browser's hydration and the
 * tenant on `<html>` (as the browser's start-up sets it). A template without the outlet markers
 * is left as it is: the page then starts as the plain shell.
 */
export function withServerRender(page: string, rendered: RenderedPage): string {
  if (!OUTLET.test(page)) return page;
  const style = styleOf(rendered.themeVariables);
  const htmlAttributes =
    ` data-tenant="${escapeHtml(rendered.tenantId)}"` +
    (style === "" ? "" : ` style="${escapeHtml(style)}"`);
  const state = `<script type="application/json" id="${STATE_ELEMENT_ID}">${jsonForScript(rendered.state)}</script>`;
  return page
    .replace(/<html(?=[\s>])/i, () => `<html${htmlAttributes}`)
    .replace(OUTLET, (_match, open: string) => `${open}${rendered.appHtml}`)
    .replace(/<\/body>/i, () => `  ${state}\n  </body>`);
}

/** A script element React's render wrote with no attribute: only a component's own inline code is one. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP source (`'sha256-…'`) of each inline script in a render's HTML: TanStack Router writes its
 * scroll restoration as one, to run before hydration. React escapes every text and attribute, and
 * the fronts never set inner HTML, so an inline script in the render can only be a component's own;
 * the page's policy allows exactly these (spa-routes.ts), never inline script in general.
 */
export function inlineScriptHashes(appHtml: string): string[] {
  const hashes = new Set<string>();
  for (const match of appHtml.matchAll(INLINE_SCRIPT)) {
    const digest = createHash("sha256")
      .update(match[1] ?? "", "utf8")
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}
