import { stat } from "node:fs/promises";
import { resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { issueCsrfCookieIfMissing } from "../csrf/issue-csrf-cookie";
import { type HostApps } from "./host-apps";

/** Vite puts content-hashed files under /assets/: a new build gets new names, so they never change. */
const HASHED_ASSETS = "/assets/";
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Paths the SPA must never swallow: an unknown API path is a 404, not the app's HTML. */
const NOT_SPA = ["/trpc", "/images", "/health"];

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

export function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header("cache-control", "no-store").send({ code: "NOT_FOUND" });
}

/**
 * Serves the built fronts: their files as they are, and index.html for any other page address,
 * so client-side routing (and the client's own 404 page) works on reload and deep links.
 */
export async function spaRoutes(app: FastifyInstance, options: { apps: HostApps }): Promise<void> {
  const { apps } = options;
  // No root of its own: every sendFile names the dist folder of the Host's app.
  await app.register(fastifyStatic, { serve: false, index: false });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply, dist: string): FastifyReply => {
    issueCsrfCookieIfMissing(request, reply);
    // Always revalidated: it names the current build's hashed assets.
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html", dist, { cacheControl: false });
  };

  app.get("/*", async (request, reply) => {
    const dist = apps.distFor(request.headers.host);
    const pathname = pathnameOf(request.url);
    if (dist === undefined || !isSpaPath(pathname)) return notFound(reply);
    if (pathname === "/" || pathname === "/index.html") return sendIndex(request, reply, dist);
    // Looked up first, so a miss is decided here rather than bounced through the not-found handler.
    if (looksLikeFile(pathname) && (await isFileIn(dist, pathname))) {
      const caching = pathname.startsWith(HASHED_ASSETS)
        ? { maxAge: ONE_YEAR_MS, immutable: true }
        : { maxAge: 0 };
      return reply.sendFile(pathname, dist, caching);
    }
    // Any other page address is the app's to route (its own 404 page included).
    return wantsHtml(request) ? sendIndex(request, reply, dist) : notFound(reply);
  });
}
