import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@reg/domain";
import { isServerRendered } from "../src/spa/ssr/ssr-paths";
import { RENDER_TIMEOUT_MS } from "../src/spa/ssr/server-render";
import { startBff, startCore, type Bff, type Core } from "./support/stack";

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const LOADER = '<div class="page-loader"></div>';

/**
 * Server entries standing in for the portal's (apps/web/src/entry-server.tsx): one renders what its
 * in-process tRPC read answered, one throws, one never answers, one declines (null).
 */
const ENTRIES = {
  ok: `let renders = 0;
export async function renderPage(input) {
  renders += 1;
  const response = await input.fetch(input.origin + "/trpc/tenant.getCurrent", { headers: {} });
  const body = await response.json();
  return {
    locale: "ru",
    appHtml: '<main id="rendered">' + body.result.data.name + " " + input.url + "</main><p>" + renders + "</p>",
    state: { cookies: input.cookies, evil: "</script><script>alert(1)</script>" },
    tenantId: "default",
    themeVariables: { "--brand": "#123456" },
  };
}`,
  throws: `export async function renderPage() { throw new Error("render broke"); }`,
  hangs: `export function renderPage() { return new Promise(() => {}); }`,
  declines: `export async function renderPage() { return null; }`,
  /** As the router's scroll restoration is: one inline script in the render. */
  scripted: `export async function renderPage() {
  return {
    locale: "ru",
    appHtml: "<main>page</main><script>window.restored = 1;</script>",
    state: {},
    tenantId: "default",
    themeVariables: {},
  };
}`,
} as const;

type EntryKind = keyof typeof ENTRIES;

async function writeApp(dir: string, entry: EntryKind): Promise<string> {
  const dist = join(dir, "dist");
  await mkdir(dist, { recursive: true });
  await mkdir(join(dir, "dist-ssr"), { recursive: true });
  await writeFile(
    join(dist, "index.html"),
    `<!doctype html>\n<html lang="ru">\n  <head>\n    <title>t</title>\n  </head>\n  <body>\n    <div id="root">\n      <!--ssr-outlet-->${LOADER}<!--/ssr-outlet-->\n    </div>\n  </body>\n</html>\n`,
  );
  await writeFile(join(dir, "dist-ssr", "entry-server.js"), ENTRIES[entry]);
  return dist;
}

let core: Core;
let root: string;
const bffs = new Map<EntryKind, Bff>();
let tenant: Tenant;

async function page(entry: EntryKind, path: string, headers: Record<string, string> = {}) {
  const response = await request(`${bffs.get(entry)?.url ?? ""}${path}`, {
    headers: { accept: HTML, ...headers },
  });
  return { status: response.statusCode, text: await response.body.text() };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "bff-ssr-"));
  core = await startCore();
  for (const entry of Object.keys(ENTRIES) as EntryKind[]) {
    const webDist = await writeApp(join(root, entry), entry);
    bffs.set(entry, await startBff(core.url, { webDist, logger: false }));
  }
  const response = await request(`${core.url}/api/events/tenants/getCurrent`);
  tenant = (await response.body.json()) as Tenant;
}, 60_000);

afterAll(async () => {
  for (const bff of bffs.values()) await bff.stop();
  await core.stop();
  await rm(root, { recursive: true, force: true });
});

describe("server-rendered portal pages", () => {
  it("puts the render in the root, its state in a script and the tenant on <html>", async () => {
    const answer = await page("ok", "/events/future?q=run", { cookie: "reg_sid=s1; a=1" });
    expect(answer.status).toBe(200);
    // The read went through the BFF's own tRPC route, with the page request's Host.
    expect(answer.text).toMatch(
      new RegExp(
        `<div id="root"><main id="rendered">${tenant.name} /events/future\\?q=run</main><p>\\d+</p></div>`,
      ),
    );
    expect(answer.text).not.toContain("page-loader");
    expect(answer.text).toMatch(/<html data-tenant="default" style="--brand: #123456" lang="ru">/);
    const state = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(
      answer.text,
    )?.[1];
    // No `</script>` from the data can end the script early; the JSON reads back the same.
    expect(JSON.parse(state ?? "")).toEqual({
      cookies: "reg_sid=s1; a=1",
      evil: "</script><script>alert(1)</script>",
    });
  });

  it("renders once for every visitor without a session, with only their language and consent", async () => {
    const count = (text: string) => /<p>(\d+)<\/p>/.exec(text)?.[1];
    const cookie = ".AspNetCore.Culture=c%3Den%7Cuic%3Den; XSRF-TOKEN=t1; acceptedrrcookies=1";
    const first = await page("ok", "/Contacts", { cookie });
    const second = await page("ok", "/Contacts", { cookie: `${cookie}; other=2` });
    expect(count(first.text)).toBeDefined();
    expect(count(second.text)).toBe(count(first.text));
    const state = /id="ssr-state">([^<]*)</.exec(first.text)?.[1] ?? "";
    expect((JSON.parse(state) as { cookies: string }).cookies).toBe(
      ".AspNetCore.Culture=c%3Den%7Cuic%3Den; acceptedrrcookies=1",
    );
    // A signed-in person's page is their own: rendered for them each time.
    const own = await page("ok", "/Contacts", { cookie: `${cookie}; reg_sid=s1` });
    const ownAgain = await page("ok", "/Contacts", { cookie: `${cookie}; reg_sid=s1` });
    expect(count(ownAgain.text)).not.toBe(count(own.text));
  });

  it("serves the plain shell when the render throws, declines or is too slow", async () => {
    for (const entry of ["throws", "declines"] as const) {
      const answer = await page(entry, "/");
      expect(answer.status, entry).toBe(200);
      expect(answer.text, entry).toContain(LOADER);
      expect(answer.text, entry).not.toContain("ssr-state");
    }
    const started = Date.now();
    const slow = await page("hangs", "/");
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 50);
    expect(slow.status).toBe(200);
    expect(slow.text).toContain(LOADER);
  });

  it("leaves account, registration and unknown pages to the browser", async () => {
    for (const path of ["/account", "/account/login", "/moscow-marathon/10k/register", "/x/y/z"]) {
      const answer = await page("ok", path);
      expect(answer.text, path).toContain(LOADER);
      expect(answer.text, path).not.toContain('id="rendered"');
    }
  });
});

describe("the policy of a server-rendered page", () => {
  const policyOf = async (entry: EntryKind, path: string) => {
    const response = await request(`${bffs.get(entry)?.url ?? ""}${path}`, {
      headers: { accept: HTML },
    });
    await response.body.text();
    return String(response.headers["content-security-policy"]);
  };
  const scriptSrc = (policy: string) =>
    policy
      .split(";")
      .find((directive) => directive.startsWith("script-src "))
      ?.split(" ")
      .slice(1);

  it("allows exactly the render's own inline script, by its hash, and nothing inline else", async () => {
    const policy = await policyOf("scripted", "/events/future");
    expect(scriptSrc(policy)).toEqual([
      "'self'",
      "'sha256-6ei+7vs3jqTFpkF8Q5QteniqL3YsJdnGC6RgnULeH00='",
    ]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The rest is helmet's policy as every other answer has it.
    const plain = await policyOf("declines", "/events/future");
    expect(scriptSrc(plain)).toEqual(["'self'"]);
    expect(policy.replace(" 'sha256-6ei+7vs3jqTFpkF8Q5QteniqL3YsJdnGC6RgnULeH00='", "")).toBe(
      plain,
    );
  });
});

describe("isServerRendered", () => {
  it("takes the public pages and nothing else", () => {
    for (const path of [
      "/",
      "/events",
      "/events/future",
      "/event/a-b",
      "/event/a-b/startlist",
      "/series/s",
      "/series/s/events/past",
      "/results/e",
      "/results/e/10k",
      "/Home/About",
      "/Home/About/organizers",
      "/Home/EventsRating",
      "/Contacts",
      "/Careers",
      "/Careers/7",
      "/nbd",
      "/ostrovok",
      "/corp-client",
    ])
      expect(isServerRendered(path), path).toBe(true);
    for (const path of [
      "/account",
      "/account/login",
      "/a/b/register",
      "/a/b/register/success",
      "/event",
      "/404",
      "/trpc/x",
    ])
      expect(isServerRendered(path), path).toBe(false);
  });
});
