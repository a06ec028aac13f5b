import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBff, startCore, type Bff, type Core } from "./support/stack";
import { defined } from "@reg/domain";

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

let core: Core;
let bff: Bff;
let bare: Bff;
let root: string;

async function writeDist(dir: string, title: string): Promise<void> {
  await mkdir(join(dir, "assets"), { recursive: true });
  await writeFile(
    join(dir, "index.html"),
    `<!doctype html><html lang="ru"><head><title>${title}</title></head><body><!-- app: ${title} --><script src="/assets/app-Bx7dK3aQ.js"></script></body></html>`,
  );
  await writeFile(join(dir, "assets", "app-Bx7dK3aQ.js"), `console.log(${JSON.stringify(title)});`);
  await writeFile(join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  // As Vite writes it (`build.manifest`): each language's catalog is a dynamic entry.
  await mkdir(join(dir, ".vite"));
  await writeFile(
    join(dir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/app-Bx7dK3aQ.js", src: "index.html", isEntry: true },
      "../../packages/i18n/src/locales/ru.ts": {
        file: "assets/ru-Ck2Lm9Qa.js",
        src: "../../packages/i18n/src/locales/ru.ts",
        isDynamicEntry: true,
      },
      "../../packages/i18n/src/locales/en.ts": {
        file: "assets/en-Dp4Xn1Ze.js",
        src: "../../packages/i18n/src/locales/en.ts",
        isDynamicEntry: true,
      },
    }),
  );
}

const preloadOf = (html: string) =>
  /<link rel="modulepreload" crossorigin href="([^"]+)" \/>/.exec(html)?.[1];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "bff-spa-"));
  await writeDist(join(root, "web"), "portal");
  await writeDist(join(root, "pionercup"), "pionercup app");
  core = await startCore();
  bff = await startBff(core.url, {
    webDist: join(root, "web"),
    hostApps: { "pionercup.localhost": join(root, "pionercup") },
  });
  bare = await startBff(core.url, { webDist: join(root, "not-built") });
});
afterAll(async () => {
  await bare?.stop();
  await bff?.stop();
  await core?.stop();
  await rm(root, { recursive: true, force: true });
});

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await request(`${base}${path}`, { headers });
  return {
    status: response.statusCode,
    headers: response.headers,
    text: await response.body.text(),
  };
}

describe("serving the built front", () => {
  it("answers / with index.html, revalidated every time, and hands out the CSRF cookie", async () => {
    const page = await get(bff.url, "/", { accept: HTML });
    expect(page.status).toBe(200);
    expect(page.text).toContain("<!-- app: portal -->");
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(String(page.headers["set-cookie"])).toMatch(/^reg_csrf=/);
  });

  it("asks for the page's language catalog at once, beside the entry script, on the portal and a tenant's app", async () => {
    for (const host of [undefined, "pionercup.localhost"]) {
      const hostHeader: Record<string, string> = host === undefined ? {} : { host };
      const russian = await get(bff.url, "/events/future", { accept: HTML, ...hostHeader });
      expect(preloadOf(russian.text)).toBe("/assets/ru-Ck2Lm9Qa.js");
      const english = await get(bff.url, "/events/future", {
        accept: HTML,
        cookie: ".AspNetCore.Culture=c%3Den%7Cuic%3Den",
        ...hostHeader,
      });
      expect(preloadOf(english.text)).toBe("/assets/en-Dp4Xn1Ze.js");
      expect(english.headers.vary).toBe("cookie, accept-encoding");
    }
  });

  it("answers any other page address with index.html, so client routing (and its 404 page) works", async () => {
    for (const [path, status] of [
      ["/events/future", 200],
      ["/events/future?tab=1", 200],
      ["/no/such/page", 404],
    ] as const) {
      const page = await get(bff.url, path, { accept: HTML });
      expect(page.status).toBe(status);
      expect(page.text).toContain("<!-- app: portal -->");
    }
  });

  it("serves hashed assets as immutable for a year, and other files for revalidation", async () => {
    const asset = await get(bff.url, "/assets/app-Bx7dK3aQ.js");
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log("portal");');
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await get(bff.url, "/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=0");
  });

  it("answers a missing file with a 404 in the contract's shape, not the page", async () => {
    const missing = await get(bff.url, "/assets/gone-12345678.js", { accept: "*/*" });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toEqual({ code: "NOT_FOUND" });
  });

  it("never lets the page swallow /trpc, even for a browser asking for HTML", async () => {
    const known = await get(bff.url, "/trpc/events.liveCount", { accept: HTML });
    expect(known.status).toBe(200);
    expect(JSON.parse(known.text)).toEqual({ result: { data: expect.any(Number) as number } });
    const unknown = await get(bff.url, "/trpc/no.such", { accept: HTML });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toMatchObject({ error: { data: { appCode: "NOT_FOUND" } } });
    const bareTrpc = await get(bff.url, "/trpc", { accept: HTML });
    expect(bareTrpc.status).toBe(404);
    expect(bareTrpc.text).not.toContain("<title>");
  });

  it("never lets the page swallow the probes: /health and /ready answer JSON to a browser asking for HTML", async () => {
    for (const path of ["/health", "/ready"]) {
      const probe = await get(bff.url, path, { accept: HTML });
      expect([probe.status, JSON.parse(probe.text)]).toEqual([200, { ok: true }]);
      const below = await get(bff.url, `${path}/anything`, { accept: HTML });
      expect(below.status).toBe(404);
      expect(below.text).not.toContain("<title>");
    }
  });

  it("never serves a file from outside the dist folder", async () => {
    for (const path of [
      "/../../../../etc/passwd",
      "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%2f..%2f..%2fetc%2fpasswd",
    ]) {
      const attempt = await get(bff.url, path, { accept: "*/*" });
      expect(attempt.status).toBeGreaterThanOrEqual(400);
      expect(attempt.text).not.toContain("root:");
    }
  });

  it("picks the front by Host: a custom tenant's host gets its own app", async () => {
    const tenant = await get(bff.url, "/pionercup-race/10k/register", {
      accept: HTML,
      host: "pionercup.localhost:4000",
    });
    expect(tenant.text).toContain("<title>pionercup app</title>");
    const asset = await get(bff.url, "/assets/app-Bx7dK3aQ.js", { host: "pionercup.localhost" });
    expect(asset.text).toBe('console.log("pionercup app");');
    const portal = await get(bff.url, "/", { accept: HTML, host: "fontanka.localhost:4000" });
    expect(portal.text).toContain("<!-- app: portal -->");
  });

  it("serves no page when the front is not built, and still answers the API", async () => {
    const page = await get(bare.url, "/", { accept: HTML });
    expect(page.status).toBe(404);
    expect(JSON.parse(page.text)).toEqual({ code: "NOT_FOUND" });
    expect((await get(bare.url, "/trpc/events.liveCount")).status).toBe(200);
  });
});

describe("images from core", () => {
  it("streams a seeded event image through the BFF with core's type and caching", async () => {
    const list = await get(
      bff.url,
      `/trpc/events.list?input=${encodeURIComponent(JSON.stringify({ language: "en", limit: 50 }))}`,
    );
    const events = (
      JSON.parse(list.text) as { result: { data: { events: { imageUrl: string | null }[] } } }
    ).result.data.events;
    const imageUrl = events
      .map((event) => event.imageUrl)
      .find((url): url is string => url !== null && url.startsWith("/images/"));
    expect(imageUrl).toBeDefined();
    const viaBff = await get(bff.url, defined(imageUrl));
    const direct = await get(core.url, defined(imageUrl));
    expect(viaBff.status).toBe(200);
    expect(viaBff.text).toBe(direct.text);
    expect(viaBff.headers["content-type"]).toBe(direct.headers["content-type"]);
    expect(viaBff.headers["cache-control"]).toBe(direct.headers["cache-control"]);
  });

  it("relays core's 404 for an unknown image, not the page", async () => {
    const missing = await get(bff.url, "/images/events/no-such-picture.svg", { accept: HTML });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toMatchObject({ code: "NOT_FOUND" });
  });
});
