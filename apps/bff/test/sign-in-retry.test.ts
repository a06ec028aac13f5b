import { describe, expect, it } from "vitest";
import { ANONYMOUS_USER, currentUserSchema, type LoginInput, type SignUpInput } from "@reg/domain";
import { openBrowser, type Browser } from "./support/clients";
import { useStack } from "./support/stack";

function uniqueEmail(): string {
  return `retry-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Issue 12, item 23: core commits a sign-up or a login whose answer never reaches the browser
 * (the BFF's upstream timeout, a 502). The browser's retry must land the person signed in.
 */
describe("a sign-up or a login retried after its answer was lost", () => {
  const { core, bff } = useStack({ kind: "pglite" });

  /** The call reached core and committed there; its answer is dropped on the way back. */
  const lostOnTheWay = async (browser: Browser, path: string, body: SignUpInput | LoginInput) => {
    const cookie = browser.jar.header();
    const response = await fetch(`${core.url}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-host": "127.0.0.1",
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return currentUserSchema.parse(await response.json());
  };
  /** What core says of a cookie, asked directly. */
  const coreUserOf = async (cookie: string) => {
    const response = await fetch(`${core.url}/api/users/getCurrent`, {
      headers: { cookie, "x-forwarded-host": "127.0.0.1" },
    });
    return currentUserSchema.parse(await response.json());
  };

  it("signs the person in on the retried sign-up, into the one account the lost call made", async () => {
    const browser = openBrowser(bff.url);
    await browser.single.tenant.getCurrent.query();
    const input: SignUpInput = {
      email: uniqueEmail(),
      password: "correct-horse-9",
      firstName: "Vera",
      lastName: "Orlova",
      language: "en",
    };
    const committed = await lostOnTheWay(browser, "/api/account/signUp", input);
    expect(await browser.single.user.getCurrent.query()).toEqual(ANONYMOUS_USER);

    const retried = await browser.single.auth.signUp.mutate(input);
    expect(retried).toMatchObject({ isAuthorized: true, id: committed.id, email: input.email });
    expect(await browser.single.user.getCurrent.query()).toMatchObject({
      isAuthorized: true,
      id: committed.id,
    });
  });

  it("keeps the browser's session through a lost login, and swaps it for the retry's", async () => {
    const browser = openBrowser(bff.url);
    await browser.single.tenant.getCurrent.query();
    const first = {
      email: uniqueEmail(),
      password: "correct-horse-9",
      firstName: "Anna",
      lastName: "First",
      language: "en",
    } satisfies SignUpInput;
    const second = {
      ...first,
      email: uniqueEmail(),
      firstName: "Boris",
      lastName: "Second",
    } satisfies SignUpInput;
    const other = openBrowser(bff.url);
    await other.single.tenant.getCurrent.query();
    await other.single.auth.signUp.mutate(second);
    await browser.single.auth.signUp.mutate(first);
    const held = browser.jar.header();

    await lostOnTheWay(browser, "/api/account/login", {
      email: second.email,
      password: second.password,
    });
    // The browser never saw the new session: it is still signed in as before.
    expect(await browser.single.user.getCurrent.query()).toMatchObject({
      isAuthorized: true,
      email: first.email,
    });

    const retried = await browser.single.auth.login.mutate({
      email: second.email,
      password: second.password,
    });
    expect(retried).toMatchObject({ isAuthorized: true, email: second.email });
    expect(await browser.single.user.getCurrent.query()).toMatchObject({
      isAuthorized: true,
      email: second.email,
    });
    // Once the new session reached the browser, the one it replaced is over on the server too.
    expect(await coreUserOf(held)).toEqual(ANONYMOUS_USER);
  });

  it("ends the replaced session after a plain login too, and a failed login ends nothing", async () => {
    const browser = openBrowser(bff.url);
    await browser.single.tenant.getCurrent.query();
    const input = {
      email: uniqueEmail(),
      password: "correct-horse-9",
      firstName: "Olga",
      lastName: "Third",
      language: "en",
    } satisfies SignUpInput;
    await browser.single.auth.signUp.mutate(input);
    const held = browser.jar.header();
    await expect(
      browser.single.auth.login.mutate({ email: input.email, password: "wrong-password" }),
    ).rejects.toThrow();
    expect(await coreUserOf(held)).toMatchObject({ isAuthorized: true, email: input.email });

    await browser.single.auth.login.mutate({ email: input.email, password: input.password });
    expect(browser.jar.header()).not.toBe(held);
    expect(await coreUserOf(held)).toEqual(ANONYMOUS_USER);
    expect(await browser.single.user.getCurrent.query()).toMatchObject({
      isAuthorized: true,
      email: input.email,
    });
  });
});
