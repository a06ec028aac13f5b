import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import {
  currentUserSchema,
  errorBodySchema,
  issuedHandoffSchema,
  SESSION_HANDOFF_TTL_SECONDS,
  defined,
} from "@reg/domain";
import { sessionHandoffs, sessions } from "../src/db/schema";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { http, postJson, setCookie, type HttpResponse } from "./support/http";

const TENANT_HOST = "pionercup.localhost";
/** As the BFF forwards it: the browser's Host, port included. */
const onHost = (host: string) => ({ "x-forwarded-host": `${host}:4100` });
const cookieOf = (response: HttpResponse) => setCookie(response, "reg_sid")?.split(";")[0];

let sequence = 0;
const uniqueEmail = () => `handoff${Date.now()}${sequence++}@example.com`;

describe.each(DRIVERS)("the session hand-over on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    // A pool bigger than the concurrent redeems below, so on PostgreSQL they really run at once.
    core = await startCore(driver, { now: () => now, poolSize: 10 });
  });
  afterAll(() => core.close());

  /** A new account signed in on the portal: its session cookie there. */
  const signedInOnPortal = async () => {
    const email = uniqueEmail();
    const signUp = await postJson(core.url, "/api/account/signUp", {
      email,
      password: "long-enough-1",
      firstName: "Вера",
      lastName: "Орлова",
      language: "ru",
    });
    expect(signUp.status).toBe(200);
    return { email, cookie: defined(cookieOf(signUp)) };
  };
  const issue = (cookie: string | undefined, host: unknown = TENANT_HOST) =>
    postJson(core.url, "/api/account/issueHandoff", { host }, cookie ? { cookie } : {});
  const issuedCode = async (cookie: string, host = TENANT_HOST) => {
    const response = await issue(cookie, host);
    expect(response.status).toBe(200);
    return issuedHandoffSchema.parse(response.json).code;
  };
  const redeem = (code: unknown, host = TENANT_HOST, headers: Record<string, string> = {}) =>
    postJson(core.url, "/api/account/redeemHandoff", { code }, { ...onHost(host), ...headers });
  const me = async (cookie: string | undefined, host = TENANT_HOST) => {
    const response = await http(core.url, "/api/users/getCurrent", {
      headers: { ...onHost(host), ...(cookie ? { cookie } : {}) },
    });
    return currentUserSchema.parse(response.json);
  };
  const countOf = async (table: typeof sessions | typeof sessionHandoffs) =>
    (await core.server.db.select({ n: count() }).from(table))[0]?.n;
  const expectRefused = (response: HttpResponse) => {
    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(response.json)).toEqual({ code: "INVALID_CREDENTIALS" });
    expect(setCookie(response, "reg_sid")).toBeUndefined();
  };

  it("issues a one-minute code for a tenant's host, and keeps only its hash", async () => {
    const { cookie } = await signedInOnPortal();
    const response = await issue(cookie, " PionerCup.localhost ");
    expect(response.status).toBe(200);
    const issued = issuedHandoffSchema.parse(response.json);
    expect(issued.expiresAt).toBe(
      new Date(now.getTime() + SESSION_HANDOFF_TTL_SECONDS * 1000).toISOString(),
    );
    const hash = createHash("sha256").update(issued.code).digest("hex");
    const [row] = await core.server.db
      .select()
      .from(sessionHandoffs)
      .where(eq(sessionHandoffs.codeHash, hash));
    expect(row).toMatchObject({ host: TENANT_HOST, expiresAt: new Date(issued.expiresAt) });
    expect(JSON.stringify(await core.server.db.select().from(sessionHandoffs))).not.toContain(
      issued.code,
    );
  });

  it("redeems through that host into a new session of the same person there", async () => {
    const { email, cookie } = await signedInOnPortal();
    const code = await issuedCode(cookie);
    const response = await redeem(code);
    expect(response.status).toBe(200);
    expect(currentUserSchema.parse(response.json)).toMatchObject({ isAuthorized: true, email });
    expect(setCookie(response, "reg_sid")).toMatch(
      /^reg_sid=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const tenantCookie = cookieOf(response);
    expect(tenantCookie).not.toBe(cookie);
    expect((await me(tenantCookie)).email).toBe(email);
    // The portal's own session goes on as it was.
    expect((await me(cookie, "localhost")).email).toBe(email);
  });

  it("refuses a code redeemed twice, and the second try changes nothing", async () => {
    const { cookie } = await signedInOnPortal();
    const code = await issuedCode(cookie);
    expect((await redeem(code)).status).toBe(200);
    const before = await countOf(sessions);
    expectRefused(await redeem(code));
    expect(await countOf(sessions)).toBe(before);
  });

  it("refuses a code through another host, which leaves it usable on its own", async () => {
    const { email, cookie } = await signedInOnPortal();
    const code = await issuedCode(cookie);
    const before = await countOf(sessions);
    for (const host of ["fontanka.localhost", "localhost", "evil.example"])
      expectRefused(await redeem(code, host));
    expect(await countOf(sessions)).toBe(before);
    const response = await redeem(code);
    expect(response.status).toBe(200);
    expect(currentUserSchema.parse(response.json).email).toBe(email);
  });

  it("refuses a code after its minute, and an unknown one", async () => {
    const { cookie } = await signedInOnPortal();
    const late = await issuedCode(cookie);
    const inTime = await issuedCode(cookie);
    const before = await countOf(sessions);
    now = new Date(TEST_NOW.getTime() + SESSION_HANDOFF_TTL_SECONDS * 1000);
    try {
      expectRefused(await redeem(late));
      expectRefused(await redeem("x".repeat(43)));
      expect(await countOf(sessions)).toBe(before);
      now = new Date(TEST_NOW.getTime() + SESSION_HANDOFF_TTL_SECONDS * 1000 - 1);
      expect((await redeem(inTime)).status).toBe(200);
    } finally {
      now = TEST_NOW;
    }
  });

  it("drops pending codes when the portal's session signs out", async () => {
    const { cookie } = await signedInOnPortal();
    const code = await issuedCode(cookie);
    expect((await postJson(core.url, "/api/account/logout", undefined, { cookie })).status).toBe(
      200,
    );
    expectRefused(await redeem(code));
  });

  it("opens exactly one session when the same code is redeemed many times at once", async () => {
    const { email, cookie } = await signedInOnPortal();
    const code = await issuedCode(cookie);
    const before = await countOf(sessions);
    const answers = await Promise.all(Array.from({ length: 8 }, () => redeem(code)));
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(currentUserSchema.parse(defined(won[0]).json).email).toBe(email);
    for (const lost of answers.filter((answer) => answer.status !== 200)) expectRefused(lost);
    expect(await countOf(sessions)).toBe((before ?? 0) + 1);
  });

  it("replaces a session the browser already had on the tenant's host", async () => {
    const first = await signedInOnPortal();
    const firstOnTenant = cookieOf(await redeem(await issuedCode(first.cookie)));
    const second = await signedInOnPortal();
    const response = await redeem(await issuedCode(second.cookie), TENANT_HOST, {
      cookie: defined(firstOnTenant),
    });
    expect(response.status).toBe(200);
    expect((await me(cookieOf(response))).email).toBe(second.email);
    expect((await me(firstOnTenant)).isAuthorized).toBe(false);
  });

  it("issues only to a signed-in person, for a host the deployment serves", async () => {
    const anonymous = await issue(undefined);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ code: "UNAUTHORIZED" });
    expect((await issue("reg_sid=" + "y".repeat(43))).status).toBe(401);

    const { cookie } = await signedInOnPortal();
    const before = await countOf(sessionHandoffs);
    for (const host of ["evil.example", "pionercup.localhost.evil.example", "localhost.example"]) {
      const response = await issue(cookie, host);
      expect(response.status, host).toBe(403);
      expect(response.json).toEqual({ code: "FORBIDDEN" });
    }
    expect(await countOf(sessionHandoffs)).toBe(before);
  });

  it("answers bad input with field message ids", async () => {
    const { cookie } = await signedInOnPortal();
    for (const [host, message] of [
      ["http://pionercup.localhost", "field.invalid"],
      ["pionercup.localhost:4100", "field.invalid"],
      ["", "field.required"],
      [42, "field.required"],
    ] as const) {
      const response = await issue(cookie, host);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ code: "VALIDATION_FAILED", fields: { host: message } });
    }
    for (const [code, message] of [
      ["short", "field.invalid"],
      [null, "field.required"],
    ] as const) {
      const response = await redeem(code);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ code: "VALIDATION_FAILED", fields: { code: message } });
    }
    const garbage = await http(core.url, "/api/account/redeemHandoff", {
      method: "POST",
      headers: { "content-type": "application/json", ...onHost(TENANT_HOST) },
      body: "{oops",
    });
    expect(garbage.status).toBe(400);
    expect(errorBodySchema.parse(garbage.json).code).toBe("VALIDATION_FAILED");
  });

  it("clears codes nobody redeemed in time when it issues a new one", async () => {
    const { cookie } = await signedInOnPortal();
    const stale = await issuedCode(cookie);
    const staleHash = createHash("sha256").update(stale).digest("hex");
    now = new Date(TEST_NOW.getTime() + 2 * SESSION_HANDOFF_TTL_SECONDS * 1000);
    try {
      await issuedCode(cookie);
      expect(
        await core.server.db
          .select()
          .from(sessionHandoffs)
          .where(eq(sessionHandoffs.codeHash, staleHash)),
      ).toEqual([]);
    } finally {
      now = TEST_NOW;
    }
  });
});
