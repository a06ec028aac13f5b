import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS_USER, type ProfileInput, type SignUpInput } from "@reg/domain";
import { openBrowser, type Browser } from "./support/clients";
import { expectAppError } from "./support/expect-app-error";
import { startBff, startCore, type Bff, type Core } from "./support/stack";

const LIMIT = 4;
const PORTAL = "http://portal.example";

function uniqueEmail(): string {
  return `account-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const profile: ProfileInput = {
  firstName: "Irina",
  lastName: "Sokolova",
  birthDate: "1990-04-12",
  phone: "+7 926 111-22-33",
  country: "RU",
  region: "Moscow",
  city: "Moscow",
  street: "Tverskaya",
  building: "7",
  postcode: "125009",
  documentType: "21",
  documentNumber: "4506123456",
};

/** Issue 12, items 17 and 20: the reset by mail and the profile through the BFF, mail read on the portal's origin. */
describe("password reset, profile and the dev mail viewer through the BFF", () => {
  let core: Core;
  let bff: Bff;
  let quiet: Bff;

  beforeAll(async () => {
    core = await startCore("pglite", {
      devEndpoints: true,
      portalUrl: PORTAL,
      loginRateLimit: { max: LIMIT, windowMs: 60_000 },
    });
    bff = await startBff(core.url, { devMail: true });
    quiet = await startBff(core.url);
  });
  afterAll(async () => {
    await quiet?.stop();
    await bff?.stop();
    await core?.stop();
  });

  const signedUp = async (): Promise<{ browser: Browser; input: SignUpInput }> => {
    const browser = openBrowser(bff.url);
    await browser.single.tenant.getCurrent.query();
    const input: SignUpInput = {
      email: uniqueEmail(),
      password: "correct-horse-9",
      firstName: "Vera",
      lastName: "Orlova",
      language: "en",
    };
    await browser.single.auth.signUp.mutate(input);
    return { browser, input };
  };
  const anonymous = async (): Promise<Browser> => {
    const browser = openBrowser(bff.url);
    await browser.single.tenant.getCurrent.query();
    return browser;
  };
  /** The viewer's list for one recipient, and the newest reset link's token in it. */
  const mailedToken = async (email: string): Promise<string> => {
    const page = await fetch(`${bff.url}/dev/mail?to=${encodeURIComponent(email)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const token = new RegExp(`${PORTAL}/account/reset\\?token=([A-Za-z0-9_-]{43})`).exec(
      await page.text(),
    )?.[1];
    expect(token).toBeDefined();
    return token ?? "";
  };

  it("resets a forgotten password from the mail read in the dev viewer, and signs the person in", async () => {
    const { input } = await signedUp();
    const browser = await anonymous();
    expect(
      await browser.single.auth.requestPasswordReset.mutate({ email: input.email, language: "en" }),
    ).toEqual({ ok: true });
    expect(
      await browser.single.auth.requestPasswordReset.mutate({
        email: uniqueEmail(),
        language: "en",
      }),
    ).toEqual({ ok: true });

    const list = await (await fetch(`${bff.url}/dev/mail`)).text();
    const id = /href="\/dev\/mail\/(\d+)">Reset your password/.exec(list)?.[1];
    const message = await fetch(`${bff.url}/dev/mail/${id ?? "0"}`);
    expect(message.status).toBe(200);
    expect(message.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await message.text()).toContain("Set a new password");

    const token = await mailedToken(input.email);
    const user = await browser.single.auth.resetPassword.mutate({
      token,
      password: "brand-new-pass-7",
    });
    expect(user).toMatchObject({ isAuthorized: true, email: input.email });
    expect(await browser.single.user.getCurrent.query()).toMatchObject({
      isAuthorized: true,
      email: input.email,
    });
    await expectAppError(
      browser.single.auth.resetPassword.mutate({ token, password: "second-use-pass-1" }),
      "INVALID_CREDENTIALS",
    );
  });

  it("does not let one person's link reset another, nor take a body naming someone", async () => {
    const a = await signedUp();
    const b = await signedUp();
    const browser = await anonymous();
    await browser.single.auth.requestPasswordReset.mutate({ email: a.input.email, language: "en" });
    const token = await mailedToken(a.input.email);
    await expectAppError(
      browser.single.auth.resetPassword.mutate({
        token,
        password: "taken-over-123",
        email: b.input.email,
      } as never),
      "VALIDATION_FAILED",
    );
    expect(
      await browser.single.auth.resetPassword.mutate({ token, password: "taken-over-123" }),
    ).toMatchObject({ email: a.input.email });
    expect(await b.browser.single.user.getCurrent.query()).toMatchObject({
      isAuthorized: true,
      email: b.input.email,
    });
    const other = await anonymous();
    await expectAppError(
      other.single.auth.login.mutate({ email: b.input.email, password: "taken-over-123" }),
      "INVALID_CREDENTIALS",
    );
  });

  it("answers reset requests past the limit with TOO_MANY_ATTEMPTS", async () => {
    const browser = await anonymous();
    const email = uniqueEmail();
    for (let i = 0; i < LIMIT; i++)
      await browser.single.auth.requestPasswordReset.mutate({ email, language: "en" });
    await expectAppError(
      browser.single.auth.requestPasswordReset.mutate({ email, language: "en" }),
      "TOO_MANY_ATTEMPTS",
    );
  });

  it("edits the caller's own profile only, with field messages for bad input", async () => {
    const { browser } = await signedUp();
    const other = await signedUp();
    const saved = await browser.single.user.updateProfile.mutate(profile);
    expect(saved).toMatchObject({ ...profile, patronymic: "", apartment: "" });
    expect(await browser.single.user.getProfile.query()).toEqual(saved);
    expect(await other.browser.single.user.getProfile.query()).toMatchObject({
      firstName: "Vera",
      city: "",
      documentNumber: "",
    });

    const bad = await expectAppError(
      browser.single.user.updateProfile.mutate({ ...profile, postcode: "abc" }),
      "VALIDATION_FAILED",
    );
    expect(bad.data?.fields).toMatchObject({ postcode: "postcode.invalid" });
    await expectAppError(
      browser.single.user.updateProfile.mutate({ ...profile, userId: "someone" } as never),
      "VALIDATION_FAILED",
    );
    expect(await browser.single.user.getProfile.query()).toEqual(saved);

    const stranger = await anonymous();
    await expectAppError(stranger.single.user.getProfile.query(), "UNAUTHORIZED");
    await expectAppError(stranger.single.user.updateProfile.mutate(profile), "UNAUTHORIZED");
    expect(await stranger.single.user.getCurrent.query()).toEqual(ANONYMOUS_USER);
  });

  it("has no mail viewer unless it is turned on", async () => {
    expect((await fetch(`${quiet.url}/dev/mail`)).status).toBe(404);
    expect((await fetch(`${quiet.url}/dev/mail/1`)).status).toBe(404);
    expect((await fetch(`${bff.url}/dev/mail/not-a-number`)).status).toBe(404);
  });
});
