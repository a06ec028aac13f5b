import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION_THRESHOLD_BYTES } from "../src/http/compression";
import { startBff, startCore, type Bff, type Core } from "./support/stack";

// docs/security.md names these tests as the proof of each header, the compression and the cookies.

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const ASSET = "/assets/app-Bx7dK3aQ.js";
const SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});`;
/** A batch of public reads the portal's first page makes: its JSON is several kB. */
const EVENT_LIST = `/trpc/events.list?batch=1&input=${encodeURIComponent(
  JSON.stringify({ 0: { language: "ru" } }),
)}`;
/** The answer the front reads first, a few hundred bytes: under the threshold, never compressed. */
const TENANT = "/trpc/tenant.getCurrent";

let core: Core;
let bff: Bff;
/** The same BFF behind a TLS-terminating proxy it trusts. */
let proxied: Bff;
let root: string;

async function writeDist(dir: string): Promise<void> {
  await mkdir(join(dir, "assets"), { recursive: true });
  // As big as a real build's page (about 30 preloaded chunks): above the compression threshold.
  const preloads = Array.from(
    { length: 30 },
    (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-Dss0ouuy.js">\n`,
  ).join("");
  await writeFile(
    join(dir, "index.html"),
    `<!doctype html><html lang="ru"><head><title>portal</title><script type="module" crossorigin src="${ASSET}"></script>\n${preloads}</head><body><div id="root"></div></body></html>`,
  );
  await writeFile(join(dir, `.${ASSET}`), SCRIPT);
  await writeFile(join(dir, `.${ASSET}.br`), brotliCompressSync(SCRIPT));
  await writeFile(join(dir, `.${ASSET}.gz`), gzipSync(SCRIPT));
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "bff-headers-"));
  await writeDist(join(root, "web"));
  core = await startCore();
  bff = await startBff(core.url, { webDist: join(root, "web") });
  proxied = await startBff(core.url, { webDist: join(root, "web"), trustProxy: true });
});
afterAll(async () => {
  await proxied?.stop();
  await bff?.stop();
  await core?.stop();
  await rm(root, { recursive: true, force: true });
});

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await request(`${base}${path}`, { headers });
  const body = Buffer.from(await response.body.arrayBuffer());
  return { status: response.statusCode, headers: response.headers, body };
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

/** The policy's directives by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

function setCookies(headers: Record<string, string | string[] | undefined>): string[] {
  const value = headers["set-cookie"];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

describe("security headers", () => {
  it("a page, a tRPC answer and an asset each carry the CSP and helmet's headers", async () => {
    const answers = {
      page: await get(bff.url, "/events/future", { accept: HTML }),
      trpc: await get(bff.url, TENANT),
      asset: await get(bff.url, ASSET),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.status, what).toBe(200);
      const csp = directives(header(answer.headers, "content-security-policy"));
      expect(csp.get("script-src"), what).toEqual(["'self'"]);
      expect(csp.get("default-src"), what).toEqual(["'self'"]);
      expect(csp.get("object-src"), what).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
      expect(csp.get("form-action"), what).toEqual(["'self'"]);
      expect(csp.get("base-uri"), what).toEqual(["'none'"]);
      expect(csp.get("connect-src"), what).toEqual(["'self'"]);
      expect(csp.get("img-src"), what).toEqual([
        "'self'",
        "data:",
        "blob:",
        "https://tile.openstreetmap.org",
      ]);
      expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
      expect(answer.headers["x-frame-options"], what).toBe("DENY");
      expect(answer.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
      expect(answer.headers["cross-origin-opener-policy"], what).toBe("same-origin");
      expect(answer.headers["cross-origin-resource-policy"], what).toBe("same-origin");
      // Plain http: no HSTS.
      expect(answer.headers["strict-transport-security"], what).toBeUndefined();
    }
  });

  it("no 'unsafe-inline' (or eval) for scripts anywhere in the policy's script directives", async () => {
    const page = await get(bff.url, "/", { accept: HTML });
    const csp = directives(header(page.headers, "content-security-policy"));
    for (const name of ["default-src", "script-src", "script-src-attr"]) {
      const values = csp.get(name) ?? [];
      expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
    }
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
  });

  it("the sandbox acquirer's page keeps core's own policy, and only it", async () => {
    const page = await get(bff.url, "/sandbox/checkout/no-such-payment", { accept: HTML });
    expect(page.status).toBe(404);
    const direct = await get(core.url, "/sandbox/checkout/no-such-payment", { accept: HTML });
    expect(page.headers["content-security-policy"]).toBe(direct.headers["content-security-policy"]);
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("a file answer (an event document, a PDF) gets helmet's headers but no page policy", async () => {
    const file = await get(bff.url, "/documents/no-event/rules.pdf");
    expect(file.headers["content-security-policy"]).toBeUndefined();
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("HSTS only on answers to https requests, said by a proxy the BFF trusts", async () => {
    const https = { accept: HTML, "x-forwarded-proto": "https" };
    const behindTls = await get(proxied.url, "/", https);
    expect(behindTls.headers["strict-transport-security"]).toBe("max-age=15552000");
    const plainHttp = await get(proxied.url, "/", { accept: HTML });
    expect(plainHttp.headers["strict-transport-security"]).toBeUndefined();
    // A client's own X-Forwarded-Proto, to a BFF that trusts no proxy, is not TLS.
    expect((await get(bff.url, "/", https)).headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("compression", () => {
  it("a page: br or gzip as asked, the same page as sent plain, and plain when not asked", async () => {
    const plain = await get(bff.url, "/", { accept: HTML });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const br = await get(bff.url, "/", { accept: HTML, "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(header(br.headers, "vary")).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const gz = await get(bff.url, "/", { accept: HTML, "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    const identity = await get(bff.url, "/", { accept: HTML, "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
  });

  it("a tRPC batch answer above the threshold: compressed as asked, the same JSON", async () => {
    const plain = await get(bff.url, EVENT_LIST);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const br = await get(bff.url, EVENT_LIST, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("application/json");
    const sent = brotliDecompressSync(br.body);
    expect(sent.length).toBeGreaterThan(br.body.length);
    expect(JSON.parse(sent.toString())).toEqual(JSON.parse(plain.body.toString()));
    const gz = await get(bff.url, EVENT_LIST, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it("a small tRPC answer (the rush's size) is sent as it is, whatever the browser takes", async () => {
    const small = await get(bff.url, TENANT, { "accept-encoding": "gzip, deflate, br" });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveProperty("result");
  });

  it("HEAD (curl -I) says what GET sends: the same encoding, the compressed length", async () => {
    for (const [path, accept] of [
      ["/", HTML],
      [EVENT_LIST, "*/*"],
    ] as const) {
      const head = async (encodings: string) => {
        const response = await request(`${bff.url}${path}`, {
          method: "HEAD",
          headers: { accept, "accept-encoding": encodings },
        });
        await response.body.text();
        return response.headers;
      };
      const br = await head("gzip, br");
      const got = await get(bff.url, path, { accept, "accept-encoding": "gzip, br" });
      expect(br["content-encoding"], path).toBe("br");
      expect(got.headers["content-encoding"], path).toBe("br");
      expect(header(br, "vary"), path).toMatch(/accept-encoding/);
      expect(Number(br["content-length"]), path).toBeLessThan(COMPRESSION_THRESHOLD_BYTES * 20);
      expect(br["content-security-policy"], path).toBe(got.headers["content-security-policy"]);
      const plain = await head("identity");
      expect(plain["content-encoding"], path).toBeUndefined();
    }
  });

  it("an asset: the build's own .br, not compressed twice; plain when not asked", async () => {
    const br = await get(bff.url, ASSET, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const plain = await get(bff.url, ASSET);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("a streamed sandbox page still arrives whole when compressed", async () => {
    const plain = await get(bff.url, "/sandbox/checkout/no-such-payment", { accept: HTML });
    const gz = await get(bff.url, "/sandbox/checkout/no-such-payment", {
      accept: HTML,
      "accept-encoding": "gzip",
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    // core's length was the plain page's: a compressed stream goes out without it (chunked).
    expect(gz.headers["content-length"]).toBeUndefined();
    const body = gunzipSync(gz.body).toString();
    expect(body).toBe(plain.body.toString());
    expect(body).toContain("</html>");
  });
});

describe("cookies behind TLS", () => {
  const csrfOf = (cookies: string[]) => cookies.find((c) => c.startsWith("reg_csrf="));

  it("the CSRF cookie: Secure behind a trusted https proxy, not on plain http", async () => {
    const https = await get(proxied.url, "/", { accept: HTML, "x-forwarded-proto": "https" });
    expect(csrfOf(setCookies(https.headers))).toMatch(/; Secure$/);
    const http = await get(proxied.url, "/", { accept: HTML });
    expect(csrfOf(setCookies(http.headers))).not.toMatch(/Secure/i);
    // Not trusted: a client cannot make the BFF think the page came over TLS.
    const spoofed = await get(bff.url, "/", { accept: HTML, "x-forwarded-proto": "https" });
    expect(csrfOf(setCookies(spoofed.headers))).not.toMatch(/Secure/i);
  });

  it("core's session cookie, relayed on sign-up: Secure behind TLS, as core set it on plain http", async () => {
    const signUp = async (base: string, proto: Record<string, string>) => {
      const first = await get(base, TENANT, proto);
      const token = /reg_csrf=([^;]+)/.exec(csrfOf(setCookies(first.headers)) ?? "")?.[1] ?? "";
      const answer = await request(`${base}/trpc/auth.signUp`, {
        method: "POST",
        headers: {
          ...proto,
          "content-type": "application/json",
          cookie: `reg_csrf=${token}`,
          "x-csrf-token": token,
        },
        body: JSON.stringify({
          email: `headers-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.com`,
          password: "correct-horse-42",
          firstName: "Anna",
          lastName: "Ivanova",
          language: "ru",
        }),
      });
      await answer.body.text();
      expect(answer.statusCode).toBe(200);
      const session = setCookies(answer.headers).find((c) => c.startsWith("reg_sid="));
      expect(session).toBeDefined();
      return session ?? "";
    };
    const secure = await signUp(proxied.url, { "x-forwarded-proto": "https" });
    expect(secure).toMatch(/HttpOnly/i);
    expect(secure).toMatch(/SameSite=Lax/i);
    expect(secure).toMatch(/; Secure$/);
    const plain = await signUp(bff.url, {});
    expect(plain).toMatch(/HttpOnly/i);
    expect(plain).not.toMatch(/Secure/i);
  });

  it("COOKIE_SECURE=always: Secure even on a plain http request", async () => {
    const always = await startBff(core.url, {
      webDist: join(root, "web"),
      cookieSecurity: "always",
    });
    try {
      const page = await get(always.url, "/", { accept: HTML });
      expect(csrfOf(setCookies(page.headers))).toMatch(/; Secure$/);
    } finally {
      await always.stop();
    }
  });
});
