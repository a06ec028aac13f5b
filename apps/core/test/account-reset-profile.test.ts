import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import {
  ANONYMOUS_USER,
  currentUserSchema,
  errorBodySchema,
  profileSchema,
  registrationFormSchema,
  type ProfileInput,
} from "@reg/domain";
import { outboxMessages, passwordResets, users } from "../src/db/schema";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { http, postJson, setCookie } from "./support/http";
import { get, signUp } from "./support/registration";

const LIMIT = 5;
const PORTAL = "https://portal.example";
const MINUTE = 60_000;
let sequence = 0;
const uniqueEmail = () => `reset${Date.now()}${sequence++}@example.com`;

const fullProfile: ProfileInput = {
  firstName: "Ирина",
  lastName: "Соколова",
  patronymic: "Андреевна",
  birthDate: "1990-04-12",
  gender: "female",
  phone: "+7 (926) 111-22-33",
  country: "RU",
  region: "Москва",
  city: "Москва",
  street: "Тверская",
  building: "7",
  apartment: "",
  postcode: "125009",
  documentType: "21",
  documentNumber: "45 06 123456",
};

describe.each(DRIVERS)("password reset and profile on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startCore(driver, {
      loginRateLimit: { max: LIMIT, windowMs: 60_000 },
      now: () => now,
      portalUrl: PORTAL,
      sweepIntervalMs: 0,
    });
  });
  afterAll(() => core.close());

  const me = async (cookie: string | undefined) =>
    currentUserSchema.parse(
      (await http(core.url, "/api/users/getCurrent", { headers: cookie ? { cookie } : {} })).json,
    );
  const login = (email: string, password: string) =>
    postJson(
      core.url,
      "/api/account/login",
      { email, password },
      { "x-forwarded-for": `198.51.100.${sequence++ % 250}` },
    );
  /** Uses a reset link from an address of its own: the per-address limit has its own test below. */
  const useResetLink = (body: Record<string, string>) =>
    postJson(core.url, "/api/account/resetPassword", body, {
      "x-forwarded-for": `192.0.2.${sequence++ % 250}`,
    });
  /** The newest reset mail to `email`, and the token its link carries. */
  const mailedToken = async (email: string) => {
    const [mail] = await core.server.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, "passwordReset")))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const link = mail?.textBody
      .split("\n")
      .find((line) => line.startsWith(`${PORTAL}/account/reset?token=`));
    return { mail, token: link ? (new URL(link).searchParams.get("token") ?? "") : "" };
  };
  const requestReset = (email: string, language = "en", ip = "203.0.113.1") =>
    postJson(
      core.url,
      "/api/account/requestPasswordReset",
      { email, language },
      { "x-forwarded-for": ip },
    );

  it("mails a one-time link to the portal, stores only its hash, and answers the same for an unknown e-mail", async () => {
    const email = uniqueEmail();
    await signUp(core.url, email);
    const known = await requestReset(email, "ru");
    const unknown = await requestReset(uniqueEmail(), "ru");
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.json).toEqual({ ok: true });
    expect(unknown.json).toEqual(known.json);
    expect(setCookie(known, "reg_sid")).toBeUndefined();

    const { mail, token } = await mailedToken(email);
    expect(mail).toMatchObject({ subject: "Восстановление пароля", language: "ru" });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.htmlBody).toContain(`${PORTAL}/account/reset?token=${token}`);
    const stored = await core.server.db.select().from(passwordResets);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it("sets the new password with the link once, signs the person in and everybody else out", async () => {
    const email = uniqueEmail();
    const oldSession = await signUp(core.url, email);
    await requestReset(email);
    const { token } = await mailedToken(email);

    const reset = await useResetLink({
      token,
      password: "brand-new-pass-7",
    });
    expect(reset.status).toBe(200);
    expect(currentUserSchema.parse(reset.json)).toMatchObject({ isAuthorized: true, email });
    const cookie = setCookie(reset, "reg_sid")?.split(";")[0];
    expect((await me(cookie)).email).toBe(email);
    expect(await me(oldSession)).toEqual(ANONYMOUS_USER);
    expect((await login(email, "long-enough-1")).status).toBe(401);
    expect((await login(email, "brand-new-pass-7")).status).toBe(200);

    const again = await useResetLink({
      token,
      password: "another-pass-88",
    });
    expect(again.status).toBe(401);
    expect(errorBodySchema.parse(again.json)).toEqual({ code: "INVALID_CREDENTIALS" });
    expect((await login(email, "brand-new-pass-7")).status).toBe(200);
  });

  it("lets A's link reset only A: B's password and sessions stay; an older link dies with the used one", async () => {
    const [a, b] = [uniqueEmail(), uniqueEmail()];
    await signUp(core.url, a);
    const bSession = await signUp(core.url, b);
    await requestReset(a);
    const older = (await mailedToken(a)).token;
    await requestReset(a);
    const newer = (await mailedToken(a)).token;
    expect(newer).not.toBe(older);

    // The token alone decides whose password: extra fields naming B are refused, not obeyed.
    const smuggled = await useResetLink({
      token: newer,
      password: "taken-over-123",
      email: b,
    });
    expect(smuggled.status).toBe(400);
    const reset = await useResetLink({
      token: newer,
      password: "taken-over-123",
    });
    expect(currentUserSchema.parse(reset.json).email).toBe(a);
    expect((await login(b, "long-enough-1")).status).toBe(200);
    expect((await login(b, "taken-over-123")).status).toBe(401);
    expect((await me(bSession)).email).toBe(b);
    expect(
      (
        await useResetLink({
          token: older,
          password: "older-link-123",
        })
      ).status,
    ).toBe(401);
  });

  it("refuses an expired link and a malformed one, changing nothing", async () => {
    const email = uniqueEmail();
    await signUp(core.url, email);
    await requestReset(email);
    const { token } = await mailedToken(email);
    now = new Date(TEST_NOW.getTime() + 31 * MINUTE);
    const late = await useResetLink({
      token,
      password: "too-late-pass-1",
    });
    now = TEST_NOW;
    expect(late.status).toBe(401);
    const malformed = await useResetLink({
      token: "short",
      password: "whatever-pass-1",
    });
    expect(malformed.status).toBe(400);
    expect(errorBodySchema.parse(malformed.json)).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { token: "field.invalid" },
    });
    expect((await login(email, "long-enough-1")).status).toBe(200);
  });

  it("limits reset requests per address and e-mail (429), and mails one account at most 3 live links", async () => {
    const email = uniqueEmail();
    await signUp(core.url, email);
    for (let i = 0; i < LIMIT; i++)
      expect((await requestReset(email, "en", "203.0.113.50")).status).toBe(200);
    const blocked = await requestReset(email, "en", "203.0.113.50");
    expect(blocked.status).toBe(429);
    expect(errorBodySchema.parse(blocked.json)).toEqual({ code: "TOO_MANY_ATTEMPTS" });
    const [user] = await core.server.db.select().from(users).where(eq(users.email, email));
    const live = await core.server.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user?.id ?? ""));
    expect(live).toHaveLength(3);
    // Unknown e-mails are limited alike, so the 429 does not tell which exist either.
    const stranger = uniqueEmail();
    for (let i = 0; i < LIMIT; i++) await requestReset(stranger, "en", "203.0.113.51");
    expect((await requestReset(stranger, "en", "203.0.113.51")).status).toBe(429);
  });

  it("limits uses of reset links per address (429)", async () => {
    const headers = { "x-forwarded-for": "203.0.113.60" };
    for (let i = 0; i < LIMIT; i++) {
      expect(
        (
          await postJson(
            core.url,
            "/api/account/resetPassword",
            { token: "A".repeat(43), password: "guessing-123" },
            headers,
          )
        ).status,
      ).toBe(401);
    }
    const blocked = await postJson(
      core.url,
      "/api/account/resetPassword",
      { token: "A".repeat(43), password: "guessing-123" },
      headers,
    );
    expect(blocked.status).toBe(429);
  });

  it("saves the caller's own profile, and only theirs; a new registration form is prefilled from it", async () => {
    const mine = await signUp(core.url);
    const theirs = await signUp(core.url);
    const theirsBefore = profileSchema.parse(
      (await get(core.url, "/api/account/profile", theirs)).json,
    );

    // An id in the body decides nothing: such a body is refused whole.
    const withId = await postJson(
      core.url,
      "/api/account/updateProfile",
      { ...fullProfile, id: theirsBefore.email },
      { cookie: mine },
    );
    expect(withId.status).toBe(400);
    const saved = await postJson(core.url, "/api/account/updateProfile", fullProfile, {
      cookie: mine,
      "x-forwarded-for": "203.0.113.70",
    });
    expect(saved.status).toBe(200);
    expect(profileSchema.parse(saved.json)).toMatchObject({ ...fullProfile, apartment: "" });
    expect(
      profileSchema.parse((await get(core.url, "/api/account/profile", mine)).json),
    ).toMatchObject(fullProfile);
    expect(profileSchema.parse((await get(core.url, "/api/account/profile", theirs)).json)).toEqual(
      theirsBefore,
    );
    expect(await me(mine)).toMatchObject({ firstName: "Ирина", lastName: "Соколова" });

    const race = await createRaceFixture(core.server.db);
    const form = registrationFormSchema.parse(
      (
        await get(
          core.url,
          `/Register/ApiRegistration?eventCode=${race.eventCode}&raceCode=r10`,
          mine,
        )
      ).json,
    );
    expect(form.participant).toMatchObject({
      firstName: "Ирина",
      lastName: "Соколова",
      patronymic: "Андреевна",
      birthDate: "1990-04-12",
      phone: "+7 (926) 111-22-33",
      city: "Москва",
      street: "Тверская",
      building: "7",
      postcode: "125009",
      documentType: "21",
      documentNumber: "45 06 123456",
    });
    expect(form.participant.apartment).toBeUndefined();
  });

  it("refuses a profile without a session, and bad fields with their messages, saving nothing", async () => {
    expect((await postJson(core.url, "/api/account/updateProfile", fullProfile)).status).toBe(401);
    expect((await http(core.url, "/api/account/profile")).status).toBe(401);
    const cookie = await signUp(core.url);
    const before = (await get(core.url, "/api/account/profile", cookie)).json;
    const bad = await postJson(
      core.url,
      "/api/account/updateProfile",
      {
        ...fullProfile,
        birthDate: "1990-02-31",
        postcode: "abc",
        documentNumber: "12",
        phone: "+7 000 000 00 00",
      },
      { cookie, "x-forwarded-for": "203.0.113.71" },
    );
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.json)).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: {
        birthDate: "birthDate.invalid",
        postcode: "postcode.invalid",
        phone: "phone.invalid",
      },
    });
    expect((await get(core.url, "/api/account/profile", cookie)).json).toEqual(before);
  });

  it("limits profile saves per address (429)", async () => {
    const cookie = await signUp(core.url);
    const headers = { cookie, "x-forwarded-for": "203.0.113.80" };
    for (let i = 0; i < LIMIT; i++)
      expect(
        (await postJson(core.url, "/api/account/updateProfile", fullProfile, headers)).status,
      ).toBe(200);
    const blocked = await postJson(core.url, "/api/account/updateProfile", fullProfile, headers);
    expect(blocked.status).toBe(429);
    expect(errorBodySchema.parse(blocked.json)).toEqual({ code: "TOO_MANY_ATTEMPTS" });
  });
});
