import { describe, expect, it } from "vitest";
import {
  ANONYMOUS_USER,
  currentUserSchema,
  listFilterResultSchema,
  tenantSchema,
} from "@reg/domain";
import { openBrowser } from "./support/clients";
import { useStack, type DatabaseKind } from "./support/stack";

const KINDS: DatabaseKind[] = ["pglite", "postgres"];

function uniqueEmail(): string {
  return `runner-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

describe.each(KINDS)("every procedure through @trpc/client, core on %s", (kind) => {
  const { core, bff } = useStack({ kind });

  it("tenant.getCurrent answers the default tenant for 127.0.0.1", async () => {
    const tenant = await openBrowser(bff.url).batch.tenant.getCurrent.query();
    expect(tenantSchema.parse(tenant).organizedId).toBe("default");
  });

  it("user.getCurrent answers the anonymous user without a session", async () => {
    expect(await openBrowser(bff.url).single.user.getCurrent.query()).toEqual(ANONYMOUS_USER);
  });

  it("events.liveCount answers a non-negative integer, equal to core's own answer", async () => {
    const count = await openBrowser(bff.url).batch.events.liveCount.query();
    const direct = await fetch(`${core.url}/api/events/live-count`, { method: "POST" });
    expect(Number.isInteger(count) && count >= 0).toBe(true);
    expect(count).toBe(await direct.json());
  });

  it("events.list answers core's list for the same filter, in either language", async () => {
    const browser = openBrowser(bff.url);
    const ru = await browser.batch.events.list.query({
      language: "ru",
      eventsLoaderType: "all",
      limit: 5,
    });
    const en = await browser.single.events.list.query({
      language: "en",
      eventsLoaderType: "all",
      limit: 5,
    });
    const direct = await fetch(
      `${core.url}/api/events/listFilter?language=en&eventsLoaderType=all&limit=5`,
    );
    expect(listFilterResultSchema.parse(ru).events.length).toBeGreaterThan(0);
    expect(en).toEqual(await direct.json());
    expect(ru.events.map((event) => event.code)).toEqual(en.events.map((event) => event.code));
  });

  it("batches the start-up queries into one HTTP request and answers each", async () => {
    const browser = openBrowser(bff.url);
    const [tenant, user, count] = await Promise.all([
      browser.batch.tenant.getCurrent.query(),
      browser.batch.user.getCurrent.query(),
      browser.batch.events.liveCount.query(),
    ]);
    expect(browser.requests).toHaveLength(1);
    expect(tenant.organizedId).toBe("default");
    expect(user.isAuthorized).toBe(false);
    expect(typeof count).toBe("number");
  });

  it("carries the session: sign-up → user.getCurrent authorized → logout → anonymous", async () => {
    const browser = openBrowser(bff.url);
    await browser.batch.tenant.getCurrent.query(); // the first answer hands out the CSRF cookie
    const email = uniqueEmail();
    const signedUp = await browser.batch.auth.signUp.mutate({
      email,
      password: "correct-horse-9",
      firstName: "Anna",
      lastName: "Petrova",
      language: "ru",
    });
    expect(currentUserSchema.parse(signedUp)).toMatchObject({ isAuthorized: true, email });
    expect(browser.jar.get("reg_sid")).toBeDefined();

    expect(await browser.single.user.getCurrent.query()).toMatchObject({
      isAuthorized: true,
      email,
      firstName: "Anna",
    });
    expect(await openBrowser(bff.url).batch.user.getCurrent.query()).toEqual(ANONYMOUS_USER);

    expect(await browser.batch.auth.logout.mutate()).toEqual({ ok: true });
    expect(browser.jar.get("reg_sid")).toBeUndefined();
    expect(await browser.batch.user.getCurrent.query()).toEqual(ANONYMOUS_USER);
  });

  it("logs in an existing account, and refuses a wrong password with INVALID_CREDENTIALS", async () => {
    const email = uniqueEmail();
    const first = openBrowser(bff.url);
    await first.batch.tenant.getCurrent.query();
    await first.batch.auth.signUp.mutate({
      email,
      password: "correct-horse-9",
      firstName: "Ivan",
      lastName: "Orlov",
      language: "en",
    });

    const second = openBrowser(bff.url);
    await second.batch.tenant.getCurrent.query();
    await expect(
      second.single.auth.login.mutate({ email, password: "wrong-horse-9" }),
    ).rejects.toMatchObject({
      message: "INVALID_CREDENTIALS",
      data: { appCode: "INVALID_CREDENTIALS", httpStatus: 401 },
    });
    expect(await second.batch.user.getCurrent.query()).toEqual(ANONYMOUS_USER);

    expect(
      await second.batch.auth.login.mutate({ email, password: "correct-horse-9" }),
    ).toMatchObject({ isAuthorized: true, email });
    expect(await second.batch.user.getCurrent.query()).toMatchObject({ isAuthorized: true, email });
  });

  it("refuses a second account for one e-mail with EMAIL_TAKEN", async () => {
    const browser = openBrowser(bff.url);
    await browser.batch.tenant.getCurrent.query();
    const input = {
      email: uniqueEmail(),
      password: "correct-horse-9",
      firstName: "Olga",
      lastName: "Sidorova",
      language: "ru" as const,
    };
    await browser.batch.auth.signUp.mutate(input);
    // With another password: the same one is a retry and signs in (issue 12 item 23, sign-in-retry.test.ts).
    await expect(
      browser.batch.auth.signUp.mutate({ ...input, password: "another-pass-2" }),
    ).rejects.toMatchObject({ data: { appCode: "EMAIL_TAKEN", httpStatus: 409 } });
  });
});
