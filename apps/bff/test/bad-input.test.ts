import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ANONYMOUS_USER,
  listFilterInputSchema,
  loginInputSchema,
  signUpInputSchema,
  type ErrorCode,
  defined,
} from "@reg/domain";
import { openBrowser, type Browser, type Client } from "./support/clients";
import { expectAppError } from "./support/expect-app-error";
import { useStack } from "./support/stack";

const { bff } = useStack();

/** A browser that already holds its CSRF cookie, so mutations reach input validation. */
async function readyBrowser(): Promise<Browser> {
  const browser = openBrowser(bff.url);
  await browser.batch.tenant.getCurrent.query();
  return browser;
}

/** Every procedure, called with whatever input the test hands it (the typed client is bypassed on purpose). */
const PROCEDURES: Record<string, (client: Client, input: unknown) => Promise<unknown>> = {
  "tenant.getCurrent": (client, input) => client.tenant.getCurrent.query(input as never),
  "user.getCurrent": (client, input) => client.user.getCurrent.query(input as never),
  "events.liveCount": (client, input) => client.events.liveCount.query(input as never),
  "events.list": (client, input) => client.events.list.query(input as never),
  "auth.login": (client, input) => client.auth.login.mutate(input as never),
  "auth.signUp": (client, input) => client.auth.signUp.mutate(input as never),
  "auth.logout": (client, input) => client.auth.logout.mutate(input as never),
};

/** Whether `input` is one the procedure accepts; garbage is only garbage if it isn't. */
const ACCEPTS: Record<string, (input: unknown) => boolean> = {
  "tenant.getCurrent": (input) => input === undefined,
  "user.getCurrent": (input) => input === undefined,
  "events.liveCount": (input) => input === undefined,
  "events.list": (input) => listFilterInputSchema.safeParse(input).success,
  "auth.login": (input) => loginInputSchema.safeParse(input).success,
  "auth.signUp": (input) => signUpInputSchema.safeParse(input).success,
  "auth.logout": (input) => input === undefined,
};

const WRONG_TYPED: Record<string, unknown[]> = {
  "tenant.getCurrent": [null, 0, "tenant", { organizedId: "pionercup" }],
  "user.getCurrent": [null, false, ["me"], { id: 1 }],
  "events.liveCount": [null, 1, "x", { language: "ru" }],
  "events.list": [
    null,
    "ru",
    { language: 1 },
    { language: "de" },
    { language: "ru", limit: 0 },
    { language: "ru", limit: "many" },
    { language: "ru", eventsLoaderType: "tomorrow" },
    { language: "ru", offset: -1 },
    { language: "ru", free: "true" },
    { language: "ru", dateFrom: "2026-13-01" },
    { language: "ru", distanceMinKm: 10, distanceMaxKm: 1 },
    { language: "ru", maxPriceRubles: 1.5 },
    { language: "ru", region: "Москва" },
  ],
  "auth.login": [
    null,
    "a@b.c",
    { email: 5, password: "x" },
    { email: "a@b.c" },
    { email: "a@b.c", password: ["x"] },
  ],
  "auth.signUp": [
    null,
    { email: "a@b.c", password: "correct-horse-9" },
    { email: "a@b.c", password: "short", firstName: "A", lastName: "B", language: "ru" },
    { email: "a@b.c", password: "correct-horse-9", firstName: "A", lastName: "B", language: "de" },
    { email: 42, password: "correct-horse-9", firstName: "A", lastName: "B", language: "ru" },
  ],
  "auth.logout": [null, 0, { everywhere: true }],
};

describe.each(Object.keys(PROCEDURES))("%s refuses bad input with a clear code", (path) => {
  const call = defined(PROCEDURES[path]);
  const accepts = defined(ACCEPTS[path]);

  it("answers VALIDATION_FAILED to wrong-typed input", async () => {
    const browser = await readyBrowser();
    for (const input of defined(WRONG_TYPED[path])) {
      expect(accepts(input)).toBe(false);
      await expectAppError(call(browser.single, input), "VALIDATION_FAILED");
    }
  });

  it("answers VALIDATION_FAILED to any garbage JSON, batched or not", async () => {
    const browser = await readyBrowser();
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue({ maxDepth: 3 }).filter((input) => !accepts(input)),
        fc.boolean(),
        async (input, batched) => {
          await expectAppError(
            call(batched ? browser.batch : browser.single, input),
            "VALIDATION_FAILED",
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it("answers an oversized input with VALIDATION_FAILED or PAYLOAD_TOO_LARGE, never a crash", async () => {
    const browser = await readyBrowser();
    // Well past every string limit of the schemas, yet small enough for a GET URL (Node allows 16 KiB of headers).
    const long = "x".repeat(2_000);
    const overLimit = "y".repeat(70 * 1024);
    const inBudget = await call(browser.single, {
      language: "ru",
      search: long,
      email: long,
      password: long,
      firstName: long,
      lastName: long,
    }).then(
      () => "accepted",
      (error: unknown) => error,
    );
    expect(inBudget).not.toBe("accepted");
    await expectAppError(Promise.reject(inBudget), "VALIDATION_FAILED");
    // Past the 64 KiB body limit (mutations) or Node's header limit (a GET carries input in the URL).
    await expectAppError(call(browser.single, { blob: overLimit }), "PAYLOAD_TOO_LARGE");
    await expectAppError(call(browser.batch, { blob: overLimit }), "PAYLOAD_TOO_LARGE");
  });
});

describe("bad input changes nothing", () => {
  it("a refused sign-up creates no account and no session", async () => {
    const browser = await readyBrowser();
    const email = `nobody-${Date.now().toString(36)}@example.com`;
    const error = await expectAppError(
      browser.batch.auth.signUp.mutate({
        email,
        password: "short",
        firstName: "Anna",
        lastName: "Petrova",
        language: "ru",
      }),
      "VALIDATION_FAILED",
    );
    expect(error.data?.fields).toEqual({ password: expect.any(String) as string });
    expect(browser.jar.get("reg_sid")).toBeUndefined();
    await expectAppError(
      browser.batch.auth.login.mutate({ email, password: "short" }),
      "INVALID_CREDENTIALS",
    );
    expect(await browser.batch.user.getCurrent.query()).toEqual(ANONYMOUS_USER);
  });

  it("field errors name the field with a message id", async () => {
    const browser = await readyBrowser();
    const error = await expectAppError(
      browser.single.events.list.query({ language: "ru", search: "s".repeat(101) }),
      "VALIDATION_FAILED",
    );
    expect(error.data?.fields).toEqual({
      search: expect.stringMatching(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/) as string,
    });
  });

  it("one bad call in a batch fails alone; its neighbours still answer", async () => {
    const browser = await readyBrowser();
    const [good, bad] = await Promise.allSettled([
      browser.batch.events.liveCount.query(),
      browser.batch.events.list.query({ language: "xx" } as never),
    ]);
    expect(browser.requests.at(-1)?.url).toContain("events.liveCount,events.list?batch=1");
    expect(good.status).toBe("fulfilled");
    expect(bad.status).toBe("rejected");
  });
});

describe("CSRF double-submit on every mutation", () => {
  const codeOf = async (call: Promise<unknown>): Promise<ErrorCode | "ok"> =>
    call.then(
      () => "ok" as const,
      (error: { data?: { appCode?: ErrorCode } }) => error.data?.appCode ?? "INTERNAL",
    );

  it("hands out a readable, same-site reg_csrf cookie once, on the first answer", async () => {
    const first = await fetch(`${bff.url}/trpc/events.liveCount`);
    const [cookie] = first.headers.getSetCookie();
    expect(cookie).toMatch(/^reg_csrf=[A-Za-z0-9_-]{16,}; Path=\/; SameSite=Lax$/);
    const again = await fetch(`${bff.url}/trpc/events.liveCount`, {
      headers: { cookie: defined(defined(cookie).split(";")[0]) },
    });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a mutation without the header, with a wrong one, or without the cookie", async () => {
    const login = { email: "nobody@example.com", password: "whatever-123" };
    const noHeader = openBrowser(bff.url, { sendCsrfHeader: false });
    await noHeader.batch.tenant.getCurrent.query();
    await expectAppError(noHeader.batch.auth.login.mutate(login), "CSRF_FAILED");
    await expectAppError(noHeader.single.auth.logout.mutate(), "CSRF_FAILED");

    const wrong = await readyBrowser();
    const token = defined(wrong.jar.get("reg_csrf"));
    wrong.jar.set("reg_csrf", `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`);
    const forged = await fetch(`${bff.url}/trpc/auth.login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: `reg_csrf=${token}`,
        "x-csrf-token": defined(wrong.jar.get("reg_csrf")),
      },
      body: JSON.stringify(login),
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({
      error: { message: "CSRF_FAILED", data: { appCode: "CSRF_FAILED" } },
    });

    const noCookie = await fetch(`${bff.url}/trpc/auth.logout`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": token },
    });
    expect(noCookie.status).toBe(403);
  });

  it("a refused sign-up really did not happen", async () => {
    const browser = openBrowser(bff.url, { sendCsrfHeader: false });
    await browser.batch.tenant.getCurrent.query();
    const email = `csrf-${Date.now().toString(36)}@example.com`;
    const input = {
      email,
      password: "correct-horse-9",
      firstName: "Anna",
      lastName: "Petrova",
      language: "ru" as const,
    };
    expect(await codeOf(browser.batch.auth.signUp.mutate(input))).toBe("CSRF_FAILED");
    const honest = await readyBrowser();
    expect(await codeOf(honest.batch.auth.login.mutate({ email, password: input.password }))).toBe(
      "INVALID_CREDENTIALS",
    );
    expect(await codeOf(honest.batch.auth.signUp.mutate(input))).toBe("ok");
  });

  it("queries need no token", async () => {
    const browser = openBrowser(bff.url, { sendCsrfHeader: false });
    expect(await browser.single.user.getCurrent.query()).toEqual(ANONYMOUS_USER);
  });
});
