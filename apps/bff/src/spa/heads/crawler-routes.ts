import { ROBOTS_DISALLOWED_PATHS, SITEMAP_STATIC_PATHS, type SitemapEntries } from "@reg/domain";
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { escapeHtml } from "./page-head";
import { type HeadReadCache } from "./head-reads";

/** Crawlers read these often and they change with the data: a few minutes in any cache. */
const CRAWLER_CACHE_CONTROL = "public, max-age=300";

function notBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(404).header("cache-control", "no-store").send({ code: "NOT_FOUND" });
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** `<url>` entries: the site's fixed pages, then each event and series with its change date. */
export function sitemapXml(origin: string, entries: SitemapEntries): string {
  const url = (path: string, lastmod: string | null): string =>
    `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${
      lastmod === null ? "" : `<lastmod>${lastmod}</lastmod>`
    }</url>`;
  const lines = [
    ...SITEMAP_STATIC_PATHS.map((path) => url(path, null)),
    ...entries.events.map((e) => url(`/event/${encodeURIComponent(e.code)}`, e.updatedAt)),
    ...entries.series.map((s) => url(`/series/${encodeURIComponent(s.code)}`, s.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** /robots.txt and /sitemap.xml of the portal, made per Host (each tenant's own codes and origin). */
export async function crawlerRoutes(
  app: FastifyInstance,
  options: { heads: HeadReadCache; hasPortal: () => boolean },
): Promise<void> {
  const { heads, hasPortal } = options;
  app.get("/robots.txt", async (request, reply) => {
    if (!hasPortal()) return notBuilt(reply);
    return reply
      .header("cache-control", CRAWLER_CACHE_CONTROL)
      .type("text/plain; charset=utf-8")
      .send(robotsTxt(originOf(request)));
  });
  app.get("/sitemap.xml", async (request, reply) => {
    if (!hasPortal()) return notBuilt(reply);
    const entries = await heads.sitemapEntries(request.headers.host ?? "", request.id);
    return reply
      .header("cache-control", CRAWLER_CACHE_CONTROL)
      .type("application/xml; charset=utf-8")
      .send(sitemapXml(originOf(request), entries));
  });
}
