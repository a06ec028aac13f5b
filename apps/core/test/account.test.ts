import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import {
  ANONYMOUS_USER,
  currentUserSchema,
  errorBodySchema,
  type SignUpInput,
  defined,
} from "@reg/domain";
import { sessions, users } from "../src/db/schema";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { http, postJson, setCookie } from "./support/http";

const LIMIT = 5;
let sequence = 0;
/** A fresh address per test: the login limit counts per e-mail, and sign-ups must not collide. */
const uniqueEmail = () => `runner${Date.now()}${sequence++}@example.com`;

function signUpInput(email: string): SignUpInput {
  return {
    email,
    password: "long-enough-1",
    firstName: "Мария",
    lastName: "Петрова",
    language: "ru",
  };
}

describe.each(DRIVERS)("accounts on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startCore(driver, {
      loginRateLimit: { max: LIMIT, windowMs: 60_000 },
      now: () => now,
    });
  });
  afterAll(() => core.close());

  const me = async (cookie: string | undefined) => {
    const response = await http(core.url, "/api/users/getCurrent", {
      headers: cookie ? { cookie } : {},
    });
    expect(response.status).toBe(200);
    return currentUserSchema.parse(response.json);
  };
  const cookieOf = (header: string | undefined) => header?.split(";")[0];

  it("signs up, is signed in by the cookie, and signs out", async () => {
    const email = uniqueEmail();
    const signUp = await postJson(
      core.url,
      "/api/account/signUp",
      signUpInput(`  ${email.toUpperCase()} `),
    );
    expect(signUp.status).toBe(200);
    const user = currentUserSchema.parse(signUp.json);
    expect(user).toMatchObject({
      isAuthorized: true,
      email,
      firstName: "Мария",
      lastName: "Петрова",
      fullName: "Мария Петрова",
      roles: [],
    });

    const header = setCookie(signUp, "reg_sid");
    expect(header).toMatch(
      /^reg_sid=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const cookie = cookieOf(header);
    expect(await me(cookie)).toEqual(user);

    const logout = await postJson(core.url, "/api/account/logout", undefined, {
      cookie: defined(cookie),
    });
    expect(logout.status).toBe(200);
    expect(logout.json).toEqual({ ok: true });
    expect(setCookie(logout, "reg_sid")).toMatch(/^reg_sid=; .*Expires=Thu, 01 Jan 1970/);
    // The old cookie is dead on the server, not just forgotten by the browser.
    expect(await me(cookie)).toEqual(ANONYMOUS_USER);
  });

  it("logs in with any case of the e-mail; each login is its own session", async () => {
    const email = uniqueEmail();
    await postJson(core.url, "/api/account/signUp", signUpInput(email));
    const first = await postJson(core.url, "/api/account/login", {
      email: email.toUpperCase(),
      password: "long-enough-1",
    });
    const second = await postJson(core.url, "/api/account/login", {
      email,
      password: "long-enough-1",
    });
    expect(first.status).toBe(200);
    expect(currentUserSchema.parse(first.json).email).toBe(email);
    const [a, b] = [cookieOf(setCookie(first, "reg_sid")), cookieOf(setCookie(second, "reg_sid"))];
    expect(a).not.toBe(b);
    expect((await me(a)).email).toBe(email);
    await postJson(core.url, "/api/account/logout", undefined, { cookie: defined(a) });
    expect((await me(b)).email).toBe(email);
  });

  it("logs the seeded demo user in with its roles", async () => {
    const response = await postJson(core.url, "/api/account/login", {
      email: "admin@reg.local",
      password: "admin12345",
    });
    expect(response.status).toBe(200);
    expect(currentUserSchema.parse(response.json)).toMatchObject({
      email: "admin@reg.local",
      roles: ["Administrator"],
    });
  });

  it("refuses a wrong password and an unknown e-mail alike, with no cookie", async () => {
    const email = uniqueEmail();
    await postJson(core.url, "/api/account/signUp", signUpInput(email));
    for (const body of [
      { email, password: "wrong-password" },
      { email: uniqueEmail(), password: "long-enough-1" },
    ]) {
      const response = await postJson(core.url, "/api/account/login", body);
      expect(response.status).toBe(401);
      expect(errorBodySchema.parse(response.json)).toEqual({ code: "INVALID_CREDENTIALS" });
      expect(setCookie(response, "reg_sid")).toBeUndefined();
    }
  });

  it("refuses a second account for the same e-mail, in any case", async () => {
    const email = uniqueEmail();
    expect((await postJson(core.url, "/api/account/signUp", signUpInput(email))).status).toBe(200);
    const again = await postJson(core.url, "/api/account/signUp", {
      ...signUpInput(email.toUpperCase()),
      password: "another-pass-2",
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ code: "EMAIL_TAKEN" });
    expect(setCookie(again, "reg_sid")).toBeUndefined();
    // The first password still works: the attempt changed nothing.
    expect(
      (await postJson(core.url, "/api/account/login", { email, password: "long-enough-1" })).status,
    ).toBe(200);
  });

  it("signs a retried sign-up in with the account's own password: one account, a new session", async () => {
    const email = uniqueEmail();
    // The first answer is lost on the way (a 502 or timeout while core committed).
    const lost = await postJson(core.url, "/api/account/signUp", signUpInput(email));
    expect(lost.status).toBe(200);
    const retry = await postJson(
      core.url,
      "/api/account/signUp",
      signUpInput(` ${email.toUpperCase()}`),
    );
    expect(retry.status).toBe(200);
    expect(currentUserSchema.parse(retry.json)).toEqual(currentUserSchema.parse(lost.json));
    const cookie = cookieOf(setCookie(retry, "reg_sid"));
    expect(cookie).not.toBe(cookieOf(setCookie(lost, "reg_sid")));
    expect((await me(cookie)).email).toBe(email);
    const accounts = await core.server.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, email));
    expect(accounts[0]?.n).toBe(1);
  });

  it("keeps the browser's session through a sign-up or a login: it is not core's to end", async () => {
    const email = uniqueEmail();
    const signedUp = await postJson(core.url, "/api/account/signUp", signUpInput(email));
    const held = cookieOf(setCookie(signedUp, "reg_sid"));
    // A login whose answer never reaches the browser: the browser still sends `held` afterwards.
    const lost = await postJson(
      core.url,
      "/api/account/login",
      { email, password: "long-enough-1" },
      { cookie: defined(held) },
    );
    expect(lost.status).toBe(200);
    expect((await me(held)).email).toBe(email);
    const lostSignUp = await postJson(core.url, "/api/account/signUp", signUpInput(uniqueEmail()), {
      cookie: defined(held),
    });
    expect(lostSignUp.status).toBe(200);
    expect((await me(held)).email).toBe(email);
  });

  it("limits sign-ups of a taken e-mail like logins, since the right password signs in", async () => {
    const email = uniqueEmail();
    await postJson(core.url, "/api/account/signUp", signUpInput(email));
    for (let i = 0; i < LIMIT - 1; i++) {
      expect(
        (
          await postJson(core.url, "/api/account/signUp", {
            ...signUpInput(email),
            password: `guess-number-${i}`,
          })
        ).status,
      ).toBe(409);
    }
    const blocked = await postJson(core.url, "/api/account/signUp", signUpInput(email));
    expect(blocked.status).toBe(429);
    expect(errorBodySchema.parse(blocked.json)).toEqual({ code: "TOO_MANY_ATTEMPTS" });
  });

  it("limits login attempts per address and e-mail with TOO_MANY_ATTEMPTS", async () => {
    const email = uniqueEmail();
    await postJson(core.url, "/api/account/signUp", signUpInput(email));
    for (let i = 0; i < LIMIT; i++) {
      expect(
        (await postJson(core.url, "/api/account/login", { email, password: "wrong-password" }))
          .status,
      ).toBe(401);
    }
    const sessionsBefore = (await core.server.db.select({ n: count() }).from(sessions))[0]?.n;
    // Even the right password waits now; the key ignores the e-mail's case.
    const blocked = await postJson(core.url, "/api/account/login", {
      email: email.toUpperCase(),
      password: "long-enough-1",
    });
    expect(blocked.status).toBe(429);
    expect(errorBodySchema.parse(blocked.json)).toEqual({ code: "TOO_MANY_ATTEMPTS" });
    expect(blocked.headers["retry-after"]).toBeDefined();
    expect((await core.server.db.select({ n: count() }).from(sessions))[0]?.n).toBe(sessionsBefore);
    // Another account from the same address is not locked out…
    expect(
      (
        await postJson(core.url, "/api/account/login", {
          email: "demo@reg.local",
          password: "demo12345",
        })
      ).status,
    ).toBe(200);
    // …nor the same account from another browser, whose address the BFF (on loopback) forwards.
    const elsewhere = await postJson(
      core.url,
      "/api/account/login",
      { email, password: "long-enough-1" },
      { "x-forwarded-for": "203.0.113.7" },
    );
    expect(elsewhere.status).toBe(200);
  });

  it("forgets a session after 30 days", async () => {
    const signUp = await postJson(core.url, "/api/account/signUp", signUpInput(uniqueEmail()));
    const cookie = cookieOf(setCookie(signUp, "reg_sid"));
    now = new Date(TEST_NOW.getTime() + 29 * 24 * 60 * 60 * 1000);
    expect((await me(cookie)).isAuthorized).toBe(true);
    now = new Date(TEST_NOW.getTime() + 30 * 24 * 60 * 60 * 1000 + 1);
    expect(await me(cookie)).toEqual(ANONYMOUS_USER);
    now = TEST_NOW;
  });

  it("logs out without a session too", async () => {
    const response = await postJson(core.url, "/api/account/logout");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true });
  });
});
