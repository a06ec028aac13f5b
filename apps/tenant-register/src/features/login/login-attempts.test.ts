import { describe, expect, it } from "vitest";
import {
  forgetLoginAttempt,
  LOGIN_ATTEMPT_FRESH_MS,
  rememberLoginAttempt,
  returnedWithoutSession,
  type AttemptStorage,
} from "./login-attempts";

function memory(): AttemptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const page = "/pionercup-sokolniki/r10/register";

describe("login attempts", () => {
  it("knows a page that came back from the login page without a session", () => {
    const storage = memory();
    expect(returnedWithoutSession(storage, page, 1000)).toBe(false);
    rememberLoginAttempt(storage, page, 1000);
    expect(returnedWithoutSession(storage, page, 5000)).toBe(true);
  });

  it("forgets an attempt that is old, for another page, or cleared", () => {
    const storage = memory();
    rememberLoginAttempt(storage, page, 0);
    expect(returnedWithoutSession(storage, page, LOGIN_ATTEMPT_FRESH_MS)).toBe(false);
    expect(returnedWithoutSession(storage, "/other/r5/register", 1)).toBe(false);
    forgetLoginAttempt(storage);
    expect(returnedWithoutSession(storage, page, 1)).toBe(false);
  });

  it("reads anything else in storage as no attempt", () => {
    const storage = memory();
    for (const junk of ["{", "42", '{"href":1,"at":"x"}', "null"]) {
      storage.items.set("reg.loginAttempt", junk);
      expect(returnedWithoutSession(storage, page, 1)).toBe(false);
    }
  });
});
