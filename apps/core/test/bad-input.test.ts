import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, sql } from "drizzle-orm";
import { errorBodySchema, defined } from "@reg/domain";
import { sessions, users } from "../src/db/schema";
import type { BadCase } from "./support/bad-input";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { http, postJson, type HttpCall } from "./support/http";

const OVERSIZED = JSON.stringify({ email: "a@b.c", password: "x".repeat(70 * 1024) });
const JSON_TYPE = { "content-type": "application/json" };
const GOOD_SIGN_UP = {
  email: "bad-input@example.com",
  password: "long-enough-1",
  firstName: "A",
  lastName: "B",
  language: "ru",
};

const post = (body: string, headers: Record<string, string> = JSON_TYPE): HttpCall => ({
  method: "POST",
  headers,
  body,
});
const listFilter = (query: string): Pick<BadCase, "path" | "call"> => ({
  path: `/api/events/listFilter?${query}`,
  call: {},
});

const CASES: BadCase[] = [
  {
    name: "listFilter without language",
    ...listFilter("eventsLoaderType=all"),
    status: 400,
    code: "VALIDATION_FAILED",
    fields: { language: "field.invalid" },
  },
  {
    name: "listFilter unknown language",
    ...listFilter("language=de"),
    status: 400,
    code: "VALIDATION_FAILED",
    fields: { language: "field.invalid" },
  },
  {
    name: "listFilter unknown tab",
    ...listFilter("language=ru&eventsLoaderType=soon"),
    status: 400,
    code: "VALIDATION_FAILED",
    fields: { eventsLoaderType: "field.invalid" },
  },
  {
    name: "listFilter unknown sport",
    ...listFilter("language=ru&sportType=chess"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "listFilter unknown age group",
    ...listFilter("language=ru&ageGroup=toddlers"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "listFilter limit 0",
    ...listFilter("language=ru&limit=0"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "listFilter limit 101",
    ...listFilter("language=ru&limit=101"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "listFilter limit not a number",
    ...listFilter("language=ru&limit=ten"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "listFilter negative offset",
    ...listFilter("language=ru&offset=-1"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "listFilter fractional offset",
    ...listFilter("language=ru&offset=1.5"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "listFilter language twice",
    ...listFilter("language=ru&language=en"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "listFilter search too long",
    ...listFilter(`language=ru&search=${"a".repeat(101)}`),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "listFilter URL over 16 KiB",
    ...listFilter(`language=ru&search=${"a".repeat(20_000)}`),
    status: 431,
    code: "PAYLOAD_TOO_LARGE",
  },
  {
    name: "malformed URL encoding",
    path: "/api/events/listFilter?language=%E0%A4%A",
    call: {},
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "live-count garbage JSON",
    path: "/api/events/live-count",
    call: post("{oops"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "live-count oversized",
    path: "/api/events/live-count",
    call: post(OVERSIZED),
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
  },
  {
    name: "signUp garbage JSON",
    path: "/api/account/signUp",
    call: post('{"email":'),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "signUp JSON array",
    path: "/api/account/signUp",
    call: post("[]"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "signUp JSON null",
    path: "/api/account/signUp",
    call: post("null"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "signUp no body",
    path: "/api/account/signUp",
    call: post(""),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "signUp wrong types",
    path: "/api/account/signUp",
    call: post(JSON.stringify({ ...GOOD_SIGN_UP, email: 42, firstName: ["A"] })),
    status: 400,
    code: "VALIDATION_FAILED",
    fields: { email: "string.expected", firstName: "string.expected" },
  },
  {
    name: "signUp missing fields",
    path: "/api/account/signUp",
    call: post(JSON.stringify({ email: "x@example.com" })),
    status: 400,
    code: "VALIDATION_FAILED",
    fields: {
      password: "password.required",
      firstName: "field.required",
      lastName: "field.required",
      language: "field.invalid",
    },
  },
  {
    name: "signUp invalid e-mail",
    path: "/api/account/signUp",
    call: post(JSON.stringify({ ...GOOD_SIGN_UP, email: "not-an-email" })),
    status: 400,
    code: "VALIDATION_FAILED",
    fields: { email: "email.invalid" },
  },
  {
    name: "signUp Cyrillic e-mail",
    path: "/api/account/signUp",
    call: post(JSON.stringify({ ...GOOD_SIGN_UP, email: "иван@почта.рф" })),
    status: 400,
    code: "VALIDATION_FAILED",
    fields: { email: "email.cyrillic" },
  },
  {
    name: "signUp short password",
    path: "/api/account/signUp",
    call: post(JSON.stringify({ ...GOOD_SIGN_UP, password: "short" })),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "signUp unknown language",
    path: "/api/account/signUp",
    call: post(JSON.stringify({ ...GOOD_SIGN_UP, language: "de" })),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "signUp as form data",
    path: "/api/account/signUp",
    call: post("email=a", { "content-type": "application/x-www-form-urlencoded" }),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "signUp as text",
    path: "/api/account/signUp",
    call: post(JSON.stringify(GOOD_SIGN_UP), { "content-type": "text/plain" }),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "signUp oversized",
    path: "/api/account/signUp",
    call: post(OVERSIZED),
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
  },
  {
    name: "signUp prototype pollution",
    path: "/api/account/signUp",
    call: post(`{"__proto__":{"x":1},${JSON.stringify(GOOD_SIGN_UP).slice(1)}`),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "login garbage JSON",
    path: "/api/account/login",
    call: post("\u0000\u0001"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "login wrong types",
    path: "/api/account/login",
    call: post(JSON.stringify({ email: true, password: 12345678 })),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "login empty e-mail",
    path: "/api/account/login",
    call: post(JSON.stringify({ email: " ", password: "x" })),
    status: 400,
    code: "VALIDATION_FAILED",
    fields: { email: "email.required" },
  },
  {
    name: "login oversized",
    path: "/api/account/login",
    call: post(OVERSIZED),
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
  },
  {
    name: "logout garbage JSON",
    path: "/api/account/logout",
    call: post("{]"),
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    name: "logout oversized",
    path: "/api/account/logout",
    call: post(OVERSIZED),
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
  },
];

describe.each(DRIVERS)("bad input on %s", (driver) => {
  let core: RunningCore;
  let demoCookie: string;
  beforeAll(async () => {
    core = await startCore(driver);
    const login = await postJson(core.url, "/api/account/login", {
      email: "demo@reg.local",
      password: "demo12345",
    });
    demoCookie = defined(String(login.headers["set-cookie"]).split(";")[0]);
  });
  afterAll(() => core.close());

  const tally = async () => ({
    users: (await core.server.db.select({ n: count() }).from(users))[0]?.n,
    sessions: (await core.server.db.select({ n: count() }).from(sessions))[0]?.n,
  });

  it.each(CASES)(
    "$name → $status $code, nothing changed",
    async ({ path, call, status, code, fields }) => {
      const before = await tally();
      const response = await http(core.url, path, {
        ...call,
        headers: { ...call.headers, cookie: demoCookie },
      });
      expect(response.status).toBe(status);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const body = errorBodySchema.strict().parse(response.json);
      expect(body.code).toBe(code);
      if (fields) expect(body.fields).toEqual(fields);
      expect(response.text).not.toMatch(/stack|at .*\.ts|Error:/i);
      expect(await tally()).toEqual(before);
    },
  );

  it("keeps the demo session through all of it", async () => {
    const response = await http(core.url, "/api/users/getCurrent", {
      headers: { cookie: demoCookie },
    });
    expect(response.json).toMatchObject({ isAuthorized: true, email: "demo@reg.local" });
  });
});

describe("a failure inside core", () => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore("pglite");
    // Simulates a broken database under a running server.
    await core.server.db.execute(sql`alter table events rename to events_gone`);
  });
  afterAll(() => core.close());

  it.each([
    ["GET", "/api/events/listFilter?language=ru"],
    ["POST", "/api/events/live-count"],
  ])("%s %s answers 500 INTERNAL without any detail", async (method, path) => {
    const response = await http(core.url, path, { method });
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ code: "INTERNAL" });
  });
});
