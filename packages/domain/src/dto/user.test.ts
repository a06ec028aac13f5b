import { describe, expect, it } from "vitest";
import { ANONYMOUS_USER, currentUserSchema, loginInputSchema, signUpInputSchema } from "./user";

const goodSignUp = {
  email: " Runner@Example.com ",
  password: "long enough",
  firstName: "Анна",
  lastName: "Петрова",
  language: "ru",
};

describe("signUpInputSchema", () => {
  it("accepts a good body and trims the texts", () => {
    expect(signUpInputSchema.parse(goodSignUp)).toEqual({
      ...goodSignUp,
      email: "Runner@Example.com",
    });
  });

  it("gives message ids as issue messages", () => {
    const result = signUpInputSchema.safeParse({
      ...goodSignUp,
      firstName: "Анна1",
      password: undefined,
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["password", "password.required"],
      ["firstName", "field.lettersOnly"],
    ]);
  });

  it("rejects a body that is not an object", () => {
    expect(signUpInputSchema.safeParse("x").success).toBe(false);
  });
});

describe("loginInputSchema", () => {
  it("asks no minimum password length at login", () => {
    expect(loginInputSchema.parse({ email: "a@b.ru", password: "1" })).toEqual({
      email: "a@b.ru",
      password: "1",
    });
  });

  it("reports a missing password and a Cyrillic e-mail by id", () => {
    const result = loginInputSchema.safeParse({ email: "а@б.ru" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "email.cyrillic",
      "password.required",
    ]);
  });
});

describe("currentUserSchema", () => {
  it("accepts the anonymous user", () => {
    expect(currentUserSchema.parse(ANONYMOUS_USER)).toEqual(ANONYMOUS_USER);
  });

  it("rejects an unknown role", () => {
    expect(currentUserSchema.safeParse({ ...ANONYMOUS_USER, roles: ["Root"] }).success).toBe(false);
  });
});
