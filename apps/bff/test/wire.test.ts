import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PublicReads, DEFAULT_PUBLIC_READS_CACHE } from "../src/cache/public-reads";
import { createContext } from "../src/context";
import { LegacyClient } from "../src/legacy/legacy-client";
import { appRouter } from "../src/router";
import { openBrowser } from "./support/clients";
import { expectNoServerInternals } from "./support/expect-app-error";
import { useStack } from "./support/stack";

let stock: FastifyInstance;
let stockUrl: string;
let stockLegacy: LegacyClient;

const { core, bff } = useStack();
beforeAll(async () => {
  // The same router behind tRPC's own Fastify adapter: the reference for what the wire must be.
  stockLegacy = new LegacyClient({
    baseUrl: core.url,
    connections: 4,
    timeoutMs: 5_000,
    maxInFlight: 64,
  });
  const publicReads = new PublicReads(stockLegacy, DEFAULT_PUBLIC_READS_CACHE, () => undefined);
  stock = Fastify({ routerOptions: { maxParamLength: 5_000 } });
  await stock.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }: { req: FastifyRequest }) =>
        createContext({ legacy: stockLegacy, publicReads }, req, []),
    },
  });
  stockUrl = await stock.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await stock?.close();
  await stockLegacy?.close();
});

async function answer(
  base: string,
  path: string,
  init: { method?: "GET" | "POST"; body?: string; headers?: Record<string, string> } = {},
) {
  const response = await request(`${base}${path}`, {
    method: init.method ?? "GET",
    headers: init.headers ?? {},
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await response.body.text();
  return {
    status: response.statusCode,
    json: JSON.parse(text) as unknown,
    text,
    headers: response.headers,
  };
}

const enc = (value: unknown): string => encodeURIComponent(JSON.stringify(value));

describe("the exact requests @trpc/client makes", () => {
  it("httpBatchLink: GET /trpc/<a>,<b>?batch=1&input={index: input}; httpLink: GET /trpc/<path>?input=<input>", async () => {
    const browser = openBrowser(bff.url);
    await Promise.all([
      browser.batch.events.liveCount.query(),
      browser.batch.events.list.query({ language: "ru", limit: 2 }),
    ]);
    await browser.single.events.list.query({ language: "en" });
    await browser.single.events.liveCount.query();
    const urls = browser.requests.map((recorded) => recorded.url.slice(bff.url.length));
    expect(urls).toEqual([
      `/trpc/events.liveCount,events.list?batch=1&input=${enc({ "1": { language: "ru", limit: 2 } })}`,
      `/trpc/events.list?input=${enc({ language: "en" })}`,
      "/trpc/events.liveCount",
    ]);
    expect(browser.requests.every((recorded) => recorded.method === "GET")).toBe(true);
  });

  it("mutations: POST with the input as JSON body, keyed by index when batched", async () => {
    const browser = openBrowser(bff.url);
    await browser.batch.tenant.getCurrent.query();
    await browser.batch.auth.logout.mutate();
    await browser.single.auth.logout.mutate();
    const [, batched, single] = browser.requests;
    expect(batched).toMatchObject({ method: "POST", url: `${bff.url}/trpc/auth.logout?batch=1` });
    expect(single).toMatchObject({ method: "POST", url: `${bff.url}/trpc/auth.logout` });
    expect(batched?.headers.get("content-type")).toBe("application/json");
  });
});

describe("answers exactly as tRPC's own adapter answers", () => {
  const csrf = {
    cookie: "reg_csrf=0123456789abcdef0123",
    "x-csrf-token": "0123456789abcdef0123",
    "content-type": "application/json",
  };
  const cases: [
    string,
    string,
    { method?: "GET" | "POST"; body?: string; headers?: Record<string, string> }?,
  ][] = [
    ["a query without input", "/trpc/events.liveCount"],
    [
      "a batch of queries",
      `/trpc/tenant.getCurrent,events.liveCount,events.list?batch=1&input=${enc({ "2": { language: "en", limit: 3 } })}`,
    ],
    [
      "a query with input",
      `/trpc/events.list?input=${enc({ language: "ru", eventsLoaderType: "future", limit: 2 })}`,
    ],
    ["bad input", `/trpc/events.list?input=${enc({ language: "xx", limit: "many" })}`],
    ["input where none is taken", `/trpc/user.getCurrent?input=${enc({ id: 1 })}`],
    ["input that is not JSON", "/trpc/events.list?input=%7Bnope"],
    ["a batch whose input is no object", `/trpc/events.list?batch=1&input=${enc([1])}`],
    ["an unknown procedure", "/trpc/events.nope"],
    [
      "a batch with one unknown procedure (207)",
      `/trpc/events.liveCount,nope.nope?batch=1&input=${enc({})}`,
    ],
    ["a mutation by GET", "/trpc/auth.logout"],
    ["a query by POST", "/trpc/user.getCurrent", { method: "POST", headers: csrf, body: "" }],
    [
      "a mutation with input where none is taken",
      "/trpc/auth.logout",
      { method: "POST", headers: csrf, body: "{}" },
    ],
    [
      "a batched mutation with bad input",
      "/trpc/auth.login?batch=1",
      { method: "POST", headers: csrf, body: JSON.stringify({ "0": { email: 1 } }) },
    ],
  ];

  it.each(cases)("%s", async (_name, path, init) => {
    const lean = await answer(bff.url, path, init);
    const reference = await answer(stockUrl, path, init);
    expect(lean.status).toBe(reference.status);
    expect(lean.json).toEqual(reference.json);
    expect(lean.headers["content-type"]).toMatch(/^application\/json/);
    expectNoServerInternals(lean.json);
  });
});

describe("protocol edges", () => {
  it("serves an input-less mutation sent with no body at all, as httpLink sends it (tRPC's adapter wants a JSON body)", async () => {
    const headers = {
      cookie: "reg_csrf=0123456789abcdef0123",
      "x-csrf-token": "0123456789abcdef0123",
      "content-type": "application/json",
    };
    const lean = await answer(bff.url, "/trpc/auth.logout", { method: "POST", headers });
    expect(lean).toMatchObject({ status: 200, json: { result: { data: { ok: true } } } });
  });

  it("refuses a batch longer than 32 calls whole", async () => {
    const paths = Array.from({ length: 33 }, () => "events.liveCount").join(",");
    const { status, json } = await answer(bff.url, `/trpc/${paths}?batch=1&input=%7B%7D`);
    expect(status).toBe(400);
    expect(json).toMatchObject({
      error: { message: "VALIDATION_FAILED", data: { appCode: "VALIDATION_FAILED" } },
    });
  });

  it("refuses mixing queries and mutations in one batch", async () => {
    const { status, json } = await answer(
      bff.url,
      `/trpc/events.liveCount,auth.logout?batch=1&input=%7B%7D`,
    );
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: { data: { appCode: "VALIDATION_FAILED" } } });
  });

  it("refuses a mutation body that is not JSON", async () => {
    const { status, json } = await answer(bff.url, "/trpc/auth.logout", {
      method: "POST",
      headers: {
        cookie: "reg_csrf=0123456789abcdef0123",
        "x-csrf-token": "0123456789abcdef0123",
        "content-type": "text/plain",
      },
      body: "logout please",
    });
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: { data: { appCode: "VALIDATION_FAILED" } } });
  });

  it("sends the browser's Host to core as X-Forwarded-Host, and caches public reads per host", async () => {
    const tenantFor = async (host: string): Promise<unknown> => {
      const { json } = await answer(bff.url, "/trpc/tenant.getCurrent", { headers: { host } });
      return json;
    };
    expect(await tenantFor("localhost:4000")).toMatchObject({
      result: { data: { organizedId: "default" } },
    });
    expect(await tenantFor("pionercup.localhost:4000")).toMatchObject({
      result: { data: { organizedId: "pionercup" } },
    });
    expect(await tenantFor("fontanka.localhost:4000")).toMatchObject({
      result: { data: { organizedId: "fontanka" } },
    });
    expect(await tenantFor("localhost:4000")).toMatchObject({
      result: { data: { organizedId: "default" } },
    });
  });

  it("answers a GET whose URL is too long for Node with PAYLOAD_TOO_LARGE in the contract's shape", async () => {
    const error = await openBrowser(bff.url)
      .single.events.list.query({ language: "ru", search: "z".repeat(40_000) })
      .then(
        () => undefined,
        (caught: { message?: string; data?: unknown }) => caught,
      );
    expect(error).toMatchObject({
      message: "PAYLOAD_TOO_LARGE",
      data: { appCode: "PAYLOAD_TOO_LARGE" },
    });
  });
});
