import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  defined,
  eventListHead,
  pageHead,
  SITEMAP_STATIC_PATHS,
  type EventPage,
  type CareerList,
  type EventResults,
  type SeriesPage,
  type Locale,
  type SitemapEntries,
  type SitePage,
  type Tenant,
} from "@reg/domain";
import { startBff, startCore, type Bff, type Core } from "./support/stack";
import { closedPortUrl } from "./support/stub-upstreams";

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const EN = { cookie: ".AspNetCore.Culture=c%3Den%7Cuic%3Den" };
const ASSET = "/assets/app-Bx7dK3aQ.js";
const SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});`;

/**
 * The chunks a real build preloads from its page (apps/web/dist/index.html names about 30): they make
 * the page the few kB it is, above the size answers start being compressed at (http/compression.ts).
 */
const PRELOADS = Array.from(
  { length: 30 },
  (_, i) => `    <link rel="modulepreload" crossorigin href="/assets/chunk-${i}-Dss0ouuy.js">\n`,
).join("");

/** A built front as vite writes it: lang, a title, hashed assets with their .br and .gz. */
async function writeDist(dir: string): Promise<void> {
  await mkdir(join(dir, "assets"), { recursive: true });
  await writeFile(
    join(dir, "index.html"),
    `<!doctype html>\n<html lang="ru">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Старты и регистрация</title>\n    <script type="module" crossorigin src="${ASSET}"></script>\n${PRELOADS}  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  await writeFile(join(dir, `.${ASSET}`), SCRIPT);
  await writeFile(join(dir, `.${ASSET}.br`), brotliCompressSync(SCRIPT));
  await writeFile(join(dir, `.${ASSET}.gz`), gzipSync(SCRIPT));
}

let core: Core;
let bff: Bff;
let root: string;
let tenant: Tenant;

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await request(`${base}${path}`, { headers });
  const body = Buffer.from(await response.body.arrayBuffer());
  return { status: response.statusCode, headers: response.headers, body, text: body.toString() };
}

async function coreJson<T>(path: string): Promise<T> {
  const answer = await get(core.url, path);
  expect(answer.status, path).toBe(200);
  return JSON.parse(answer.text) as T;
}

/** The page's head as a crawler reads it: no JavaScript, just the served document. */
function headOf(html: string) {
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1],
    description: meta("name", "description"),
    og: (property: string) => meta("property", property),
    jsonLd: ld === undefined ? undefined : (JSON.parse(ld) as Record<string, unknown>),
  };
}

const unescape = (text: string | undefined) =>
  text
    ?.replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "bff-heads-"));
  await writeDist(join(root, "web"));
  core = await startCore();
  bff = await startBff(core.url, { webDist: join(root, "web") });
  tenant = await coreJson<Tenant>("/api/events/tenants/getCurrent");
});
afterAll(async () => {
  await bff?.stop();
  await core?.stop();
  await rm(root, { recursive: true, force: true });
});

describe("each page's head in the served HTML", () => {
  it.each(["ru", "en"] as const)(
    "home in %s: title, description, lang; never cached",
    async (lang) => {
      const page = await get(bff.url, "/", { accept: HTML, ...(lang === "en" ? EN : {}) });
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
      const head = headOf(page.text);
      expect(head.lang).toBe(lang);
      expect(unescape(head.title)).toBe(`${pageHead("home", lang).title} — ${tenant.name}`);
      expect(unescape(head.description)).toBe(pageHead("home", lang).description);
      // The build's own asset links stay.
      expect(page.text).toContain(`src="${ASSET}"`);
      expect(page.text.match(/<title>/g)).toHaveLength(1);
    },
  );

  it.each([
    ["/events", "future", "ru"],
    ["/events/future", "future", "en"],
    ["/events/past", "past", "ru"],
    ["/events/results", "results", "en"],
  ] as const)("%s: the tab's own title", async (path, tab, lang) => {
    const page = await get(bff.url, path, { accept: HTML, ...(lang === "en" ? EN : {}) });
    expect(page.status).toBe(200);
    expect(unescape(headOf(page.text).title)).toBe(
      `${eventListHead(tab, lang).title} — ${tenant.name}`,
    );
  });

  it.each(["ru", "en"] as const)(
    "an event page in %s: the page's core read gives title, description, Open Graph and a SportsEvent",
    async (lang) => {
      const sitemap = await coreJson<SitemapEntries>("/api/events/sitemapEntries");
      const code = defined(sitemap.events[0]).code;
      const event = await coreJson<EventPage>(
        `/api/events/page?code=${encodeURIComponent(code)}&language=${lang}`,
      );
      const page = await get(bff.url, `/event/${code}`, {
        accept: HTML,
        ...(lang === "en" ? EN : {}),
      });
      expect(page.status).toBe(200);
      const head = headOf(page.text);
      expect(head.lang).toBe(lang);
      expect(unescape(head.title)).toBe(`${event.name} — ${tenant.name}`);
      expect(unescape(head.og("og:title"))).toBe(`${event.name} — ${tenant.name}`);
      expect(head.og("og:url")).toBe(`${bff.url}/event/${code}`);
      expect(head.og("og:description")).toBe(head.description);
      expect(defined(head.description).length).toBeGreaterThan(0);
      if (event.imageUrl !== null) expect(head.og("og:image")).toMatch(/^http/);

      const ld = defined(head.jsonLd);
      expect(ld).toMatchObject({
        "@context": "https://schema.org",
        "@type": "SportsEvent",
        name: event.name,
        startDate: event.startsAt,
        endDate: event.endsAt,
        eventAttendanceMode: event.isOnline
          ? "https://schema.org/OnlineEventAttendanceMode"
          : "https://schema.org/OfflineEventAttendanceMode",
      });
      expect(ld.location).toMatchObject(
        event.isOnline ? { "@type": "VirtualLocation" } : { "@type": "Place" },
      );
      const offers = ld.offers as Array<Record<string, unknown>>;
      expect(offers).toHaveLength(event.races.length);
      for (const [i, race] of event.races.entries()) {
        expect(offers[i]).toMatchObject({
          price: (race.priceKopecks / 100).toFixed(2),
          priceCurrency: "RUB",
        });
        expect(offers[i]?.availability).toMatch(
          /^https:\/\/schema\.org\/(InStock|SoldOut|PreOrder)$/,
        );
      }
      expect(ld.organizer).toMatchObject({ "@type": "Organization" });
      // The members tab is the same event.
      const members = await get(bff.url, `/event/${code}/startlist`, { accept: HTML });
      expect(members.status).toBe(200);
      expect(headOf(members.text).jsonLd).toMatchObject({ name: expect.any(String) as string });
    },
  );

  it("an offline event with a place has its address and coordinates", async () => {
    const sitemap = await coreJson<SitemapEntries>("/api/events/sitemapEntries");
    let found: EventPage | undefined;
    for (const { code } of sitemap.events) {
      const event = await coreJson<EventPage>(`/api/events/page?code=${code}&language=ru`);
      if (!event.isOnline && event.coordinates !== null) {
        found = event;
        break;
      }
    }
    const event = defined(found);
    const ld = defined(
      headOf((await get(bff.url, `/event/${event.code}`, { accept: HTML })).text).jsonLd,
    );
    expect(ld.location).toMatchObject({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: event.city, addressCountry: "RU" },
      geo: {
        "@type": "GeoCoordinates",
        latitude: defined(event.coordinates).latitude,
        longitude: defined(event.coordinates).longitude,
      },
    });
  });

  it.each(["ru", "en"] as const)(
    "a series page and its tabs in %s: the series read's name and description, Open Graph",
    async (lang) => {
      const sitemap = await coreJson<SitemapEntries>("/api/events/sitemapEntries");
      const code = defined(sitemap.series[0]).code;
      const series = await coreJson<SeriesPage>(`/api/series/page?code=${code}&language=${lang}`);
      for (const path of [`/series/${code}`, `/series/${code}/events/future`]) {
        const page = await get(bff.url, path, { accept: HTML, ...(lang === "en" ? EN : {}) });
        expect(page.status, path).toBe(200);
        const head = headOf(page.text);
        expect(unescape(head.title)).toBe(`${series.name} — ${tenant.name}`);
        expect(defined(head.description).length).toBeGreaterThan(0);
        expect(head.og("og:url")).toBe(`${bff.url}${path}`);
      }
      const unknown = await get(bff.url, `/series/${code}/standings`, { accept: HTML });
      expect(unknown.status).toBe(404);
    },
  );

  it("a results page: the event's results read names the event and the race", async () => {
    const list = await coreJson<{ events: Array<{ code: string; resultsState: string }> }>(
      "/api/events/listFilter?eventsLoaderType=results&language=en&limit=5",
    );
    const code = defined(list.events[0]).code;
    const results = await coreJson<EventResults>(
      `/api/results/event?eventCode=${code}&language=en`,
    );
    const race = defined(results.races[0]);
    const page = await get(bff.url, `/results/${code}/${race.code}`, { accept: HTML, ...EN });
    expect(page.status).toBe(200);
    expect(unescape(headOf(page.text).title)).toBe(
      `${pageHead("results", "en").title}: ${results.event.name}, ${race.name} — ${tenant.name}`,
    );
    const noRace = await get(bff.url, `/results/${code}/no-such-race`, { accept: HTML });
    expect(noRace.status).toBe(404);
  });

  it.each([
    ["/Contacts", "contacts"],
    ["/Home/About", "about"],
    ["/Home/EventsRating", "events-rating"],
    ["/corp-client", "corp-client"],
  ] as const)("%s: title and description from core's page", async (path, slug) => {
    for (const lang of ["ru", "en"] as Locale[]) {
      const stored = await coreJson<SitePage>(`/api/pages/get?slug=${slug}&language=${lang}`);
      const page = await get(bff.url, path, { accept: HTML, ...(lang === "en" ? EN : {}) });
      expect(page.status).toBe(200);
      const head = headOf(page.text);
      expect(unescape(head.title)).toBe(`${stored.title} — ${tenant.name}`);
      expect(unescape(head.description)).toBe(stored.description.replace(/\s+/g, " ").trim());
    }
  });

  it("careers: the list from core's page, an opening from its own read (title and summary)", async () => {
    const careers = await coreJson<CareerList>("/api/pages/careers?language=en");
    const opening = defined(careers.items[0]);
    const page = await get(bff.url, `/Careers/${opening.id}`, { accept: HTML, ...EN });
    expect(page.status).toBe(200);
    const head = headOf(page.text);
    expect(unescape(head.title)).toBe(`${opening.title} — ${tenant.name}`);
    expect(unescape(head.description)).toBe(opening.summary.replace(/\s+/g, " ").trim());
    const list = await coreJson<SitePage>("/api/pages/get?slug=careers&language=ru");
    const listPage = await get(bff.url, "/Careers", { accept: HTML });
    expect(unescape(headOf(listPage.text).title)).toBe(`${list.title} — ${tenant.name}`);
  });

  it.each([
    ["/account/login", "signIn"],
    ["/account", "account"],
    ["/moscow-marathon/42k/register", "registration"],
    ["/moscow-marathon/42k/register/success", "registration"],
    ["/tax-deduction", "taxDeduction"],
  ] as const)("%s: its fixed head", async (path, key) => {
    const page = await get(bff.url, path, { accept: HTML, ...EN });
    expect(page.status).toBe(200);
    expect(unescape(headOf(page.text).title)).toBe(`${pageHead(key, "en").title} — ${tenant.name}`);
  });

  it.each(["ru", "en"] as const)(
    "an address no page answers is a 404 with the not-found title (%s)",
    async (lang) => {
      for (const path of [
        "/no/such/page",
        "/event/no-such-event-code",
        "/event/bad%20code!",
        "/events/tomorrow",
        "/Careers/999999",
      ]) {
        const page = await get(bff.url, path, { accept: HTML, ...(lang === "en" ? EN : {}) });
        expect(page.status, path).toBe(404);
        expect(page.headers["content-type"]).toMatch(/^text\/html/);
        const head = headOf(page.text);
        expect(unescape(head.title), path).toBe(
          `${pageHead("notFound", lang).title} — ${tenant.name}`,
        );
        expect(page.text).toContain('<meta name="robots" content="noindex" />');
        // Still the app: its own not-found page shows.
        expect(page.text).toContain(`src="${ASSET}"`);
      }
    },
  );
});

describe("sitemap and robots", () => {
  it("/sitemap.xml lists the fixed pages and every seeded event and series with lastmod", async () => {
    const entries = await coreJson<SitemapEntries>("/api/events/sitemapEntries");
    expect(entries.events.length).toBeGreaterThan(5);
    const sitemap = await get(bff.url, "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const path of SITEMAP_STATIC_PATHS) expect(locs).toContain(`${bff.url}${path}`);
    for (const event of entries.events) {
      expect(locs).toContain(`${bff.url}/event/${event.code}`);
      expect(sitemap.text).toContain(
        `<loc>${bff.url}/event/${event.code}</loc><lastmod>${defined(event.updatedAt)}</lastmod>`,
      );
    }
    for (const series of entries.series) expect(locs).toContain(`${bff.url}/series/${series.code}`);
  });

  it("/robots.txt allows all, keeps crawlers out of accounts and registration, names the sitemap", async () => {
    const robots = await get(bff.url, "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.text).toContain("User-agent: *\nAllow: /\n");
    expect(robots.text).toContain("Disallow: /account\n");
    expect(robots.text).toContain("Disallow: /*/register\n");
    expect(robots.text).toContain(`Sitemap: ${bff.url}/sitemap.xml`);
  });
});

describe("static assets", () => {
  it("sends the page itself compressed as the browser takes it, and plain to a client that takes neither", async () => {
    const br = await get(bff.url, "/events/future", {
      accept: HTML,
      "accept-encoding": "gzip, br",
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toContain(`src="${ASSET}"`);
    const gz = await get(bff.url, "/", { accept: HTML, "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toContain("<title>");
    const plain = await get(bff.url, "/", { accept: HTML, "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toContain("<title>");
  });

  it("sends the build's brotli or gzip file by what the browser takes, immutable for a year", async () => {
    const br = await get(bff.url, ASSET, { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await get(bff.url, ASSET, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get(bff.url, ASSET, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });
});

describe("core down", () => {
  it("still serves every page (the app shows its own error state), with the heads it can make", async () => {
    const down = await startBff(await closedPortUrl(), {
      webDist: join(root, "web"),
      upstream: { connections: 2, timeoutMs: 1_000 },
    });
    try {
      const home = await get(down.url, "/", { accept: HTML });
      expect(home.status).toBe(200);
      // No site name to add: the page's own title alone.
      expect(unescape(headOf(home.text).title)).toBe(pageHead("home", "ru").title);
      const event = await get(down.url, "/event/moscow-marathon", { accept: HTML });
      expect(event.status).toBe(200);
      expect(event.text).toContain(`src="${ASSET}"`);
      expect(headOf(event.text).title).toBe("Старты и регистрация");
    } finally {
      await down.stop();
    }
  });
});

describe("escaping", () => {
  let fake: FastifyInstance;
  let fakeBff: Bff;
  const hostile = 'Забег </script><script>alert("x")</script> <!-- & "кавычки"';

  beforeAll(async () => {
    // A core whose data is hostile: the event's texts and the site name try to close their tags.
    const event: EventPage = {
      code: "hostile",
      name: hostile,
      description: `${hostile}\u2028next`,
      sportType: "run",
      startsAt: "2027-05-01T06:00:00.000Z",
      endsAt: "2027-05-01T12:00:00.000Z",
      city: "Москва</title>",
      location: "Лужники",
      coordinates: { latitude: 55.71, longitude: 37.55 },
      imageUrl: '/images/x.svg"><script>',
      websiteUrl: null,
      isOnline: false,
      hasLiveStream: false,
      liveStreamUrl: null,
      fastIdentification: false,
      rating: null,
      ratingApproved: false,
      resultsState: "none",
      series: null,
      races: [],
      options: [],
      program: [],
      contacts: { email: null, phone: null, telegram: null },
      startPack: null,
      documents: [],
      beneficiary: { name: "</script>", inn: null, ogrnip: null, address: null },
      qualifiesForTaxDeduction: false,
    };
    fake = Fastify();
    fake.get("/api/events/page", () => event);
    fake.get("/api/events/tenants/getCurrent", () => ({ ...tenant, name: "</title><b>site" }));
    const url = await fake.listen({ port: 0, host: "127.0.0.1" });
    fakeBff = await startBff(url, { webDist: join(root, "web") });
  });
  afterAll(async () => {
    await fakeBff?.stop();
    await fake?.close();
  });

  it("no text of the data breaks out of its tag, and the JSON-LD still parses to the same text", async () => {
    const page = await get(fakeBff.url, "/event/hostile", { accept: HTML });
    expect(page.status).toBe(200);
    // One script of ours and the JSON-LD: nothing the data wrote became a tag.
    expect(page.text.match(/<script/g)).toHaveLength(2);
    expect(page.text.match(/<\/script>/g)).toHaveLength(2);
    expect(page.text.match(/<title>/g)).toHaveLength(1);
    expect(page.text).not.toContain("<b>");
    expect(page.text).not.toContain("<!--");
    const head = headOf(page.text);
    expect(unescape(head.title)).toBe(`${hostile} — </title><b>site`);
    const ld = defined(head.jsonLd);
    expect(ld.name).toBe(hostile);
    expect(ld.organizer).toMatchObject({ name: "</script>" });
  });
});
