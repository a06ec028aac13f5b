import { stat } from "node:fs/promises";
import { resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import { COOKIE_CONSENT_COOKIE, CULTURE_COOKIE_NAME, parseCultureCookie } from "@reg/domain";
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { readCookie } from "../csrf/cookies";
import { issueCsrfCookieIfMissing } from "../csrf/issue-csrf-cookie";
import { type HeadReadCache } from "./heads/head-reads";
import { withCatalogPreload } from "./heads/catalog-preload";
import { IndexTemplates } from "./heads/index-templates";
import { renderIndex } from "./heads/page-head";
import { resolveHead } from "./heads/resolve-head";
import { crawlerRoutes } from "./heads/crawler-routes";
import { type HostApps } from "./host-apps";
import { cookiesSecure, type CookieSecurity } from "../http/secure-cookies";
import { type MicroCache } from "../cache/micro-cache";
import { type PortalRenderer, type RenderedPage } from "./ssr/portal-renderer";
import {
  inlineScriptHashes,
  injectFetch,
  renderGate,
  renderWithin,
  withServerRender,
} from "./ssr/server-render";
import { isServerRendered } from "./ssr/ssr-paths";

/** Vite puts content-hashed files under /assets/: a new build gets new names, so they never change. */
const HASHED_ASSETS = "/assets/";
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Paths the SPA must never swallow: an unknown API path is a 404, not the app's HTML. */
const NOT_SPA = ["/trpc", "/images", "/health", "/ready"];

/** A browser navigating (address bar, reload, link) asks for HTML; a script or image load doesn't. */
function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes("text/html");
}

function isSpaPath(pathname: string): boolean {
  return !NOT_SPA.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function pathnameOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

function looksLikeFile(pathname: string): boolean {
  return pathname.slice(pathname.lastIndexOf("/") + 1).includes(".");
}

/** Whether `pathname` names a regular file inside `dist` (never outside it, whatever the encoding). */
async function isFileIn(dist: string, pathname: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded.includes("\0")) return false;
  const full = resolve(dist, `.${decoded}`);
  if (!full.startsWith(`${dist}${sep}`)) return false;
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}

/** Core's session cookie (docs/legacy-contract.md): a page with it is that person's own. */
const SESSION_COOKIE = /(?:^|;\s*)reg_sid=/;

function hasSessionCookie(cookies: string): boolean {
  return SESSION_COOKIE.test(cookies);
}

/** Of an anonymous visitor's cookies, the ones a public page's render reads: language and consent. */
function sharedCookies(cookies: string): string {
  return [CULTURE_COOKIE_NAME, COOKIE_CONSENT_COOKIE]
    .map((name) => {
      const value = readCookie(cookies, name);
      return value === undefined ? null : `${name}=${value}`;
    })
    .filter((pair) => pair !== null)
    .join("; ");
}

export function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header("cache-control", "no-store").send({ code: "NOT_FOUND" });
}

/**
 * Serves the built fronts: their files as they are, and index.html for any other page address,
 * so client-side routing (and the client's own 404 page) works on reload and deep links.
 */
export async function spaRoutes(
  app: FastifyInstance,
  options: {
    apps: HostApps;
    /** When the CSRF cookie handed out with a page carries Secure. */
    cookieSecurity: CookieSecurity;
    /** The CSP of a server-rendered page whose render wrote these inline scripts (their hashes). */
    pagePolicy: (scriptHashes: readonly string[]) => string;
    heads?: HeadReadCache | undefined;
    /** The portal's server render and the server its reads go through (decision 0025). */
    ssr?:
      | {
          renderer: PortalRenderer;
          server: FastifyInstance;
          /** Renders for people without a session, shared (decision 0025); undefined: none kept. */
          anonymousRenders?: MicroCache<RenderedPage> | undefined;
        }
      | undefined;
  },
): Promise<void> {
  const { apps, heads, ssr, cookieSecurity, pagePolicy } = options;
  // No root of its own: every sendFile names the dist folder of the Host's app. The build writes
  // a .br and a .gz beside each asset (apps/web/vite.config.ts); the one the browser takes is sent.
  await app.register(fastifyStatic, { serve: false, index: false, preCompressed: true });
  const templates = new IndexTemplates();
  if (heads)
    await app.register(crawlerRoutes, { heads, hasPortal: () => apps.portalDist !== undefined });

  const renders = renderGate();
  /** The page as the server renders it, or null for the plain shell (any failure, too slow, too busy). */
  const serverRender = async (request: FastifyRequest, origin: string) => {
    const pathname = pathnameOf(request.url);
    if (ssr === undefined || !isServerRendered(pathname)) return null;
    const render = await ssr.renderer.get();
    if (render === undefined) return null;
    const renderFor = (cookies: string) =>
      renderWithin(
        render,
        { url: request.url, origin, cookies, fetch: injectFetch(ssr.server, request) },
        renders,
        (error) => request.log.warn({ err: error }, "page render failed; serving the plain page"),
      );
    const cookies = request.headers.cookie ?? "";
    const cache = ssr.anonymousRenders;
    if (cache === undefined || hasSessionCookie(cookies)) return renderFor(cookies);
    // Without a session the page depends only on the Host, the address, the language and the
    // cookie consent: one render serves every such visitor for the public reads' short TTL.
    const shared = sharedCookies(cookies);
    const key = `${request.headers.host ?? ""}\n${request.url}\n${shared}`;
    return cache
      .get(key, async () => {
        const rendered = await renderFor(shared);
        // A declined or failed render is not kept: the next visitor tries again.
        if (rendered === null) throw new Error("not rendered");
        return rendered;
      })
      .catch(() => null);
  };

  const sendIndex = async (
    request: FastifyRequest,
    reply: FastifyReply,
    dist: string,
    pathname: string,
  ): Promise<FastifyReply> => {
    issueCsrfCookieIfMissing(request, reply, cookiesSecure(request, cookieSecurity));
    // Always revalidated: it names the current build's hashed assets.
    reply.header("cache-control", "no-cache");
    const lang = parseCultureCookie(readCookie(request.headers.cookie, CULTURE_COOKIE_NAME));
    const template = await templates.get(dist);
    const page = withCatalogPreload(template.html, template.catalogs[lang]);
    let html = page;
    let status = 200;
    // The portal's pages get their own head; a tenant's register app keeps its head as built.
    if (heads !== undefined && dist === apps.portalDist) {
      const origin = `${request.protocol}://${request.host}`;
      const [head, rendered] = await Promise.all([
        (async () => {
          try {
            // Core is asked for the browser's Host, as every tRPC call's scope is (context.ts).
            const reads = heads.forHost(request.headers.host ?? "", request.id);
            return await resolveHead(pathname, lang, origin, reads);
          } catch (error) {
            // Core failing: the page still opens (its own error state tells the person); no head of its own.
            request.log.warn({ err: error }, "page head read failed; serving the plain page");
            return undefined;
          }
        })(),
        serverRender(request, origin),
      ]);
      if (head !== undefined) {
        html = renderIndex(page, head, origin, pathname);
        status = head.status;
      }
      if (rendered) {
        html = withServerRender(html, rendered);
        // This page's own policy replaces helmet's: the same, with its render's inline scripts allowed.
        const hashes = inlineScriptHashes(rendered.appHtml);
        if (hashes.length > 0) reply.header("content-security-policy", pagePolicy(hashes));
      }
    }
    // The language picks the head and the catalog, so a shared cache must keep the two apart; the
    // page goes out br or gzip by the browser's Accept-Encoding (http/compression.ts).
    reply.header("vary", "cookie, accept-encoding");
    return reply.code(status).type("text/html; charset=utf-8").send(html);
  };

  app.get("/*", async (request, reply) => {
    const dist = apps.distFor(request.headers.host);
    const pathname = pathnameOf(request.url);
    if (dist === undefined || !isSpaPath(pathname)) return notFound(reply);
    if (pathname === "/" || pathname === "/index.html") return sendIndex(request, reply, dist, "/");
    // Looked up first, so a miss is decided here rather than bounced through the not-found handler.
    if (looksLikeFile(pathname) && (await isFileIn(dist, pathname))) {
      const caching = pathname.startsWith(HASHED_ASSETS)
        ? { maxAge: ONE_YEAR_MS, immutable: true }
        : { maxAge: 0 };
      return reply.sendFile(pathname, dist, caching);
    }
    // Any other page address is the app's to route (its own 404 page included).
    return wantsHtml(request) ? sendIndex(request, reply, dist, pathname) : notFound(reply);
  });
}
