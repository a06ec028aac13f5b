import { describe, expect, it } from "vitest";
import {
  issueHandoffInputSchema,
  issuedHandoffSchema,
  readCookiesAcceptedFragment,
  readHandoffFragment,
  redeemHandoffInputSchema,
  SESSION_HANDOFF_TTL_SECONDS,
  withHandoffFragment,
} from "./session-handoff";

const code = "A".repeat(21) + "-_" + "z9".repeat(10);

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("issueHandoffInputSchema", () => {
  it("takes a host name, trimmed and lower-cased", () => {
    expect(issueHandoffInputSchema.parse({ host: " PionerCup.localhost " })).toEqual({
      host: "pionercup.localhost",
    });
    expect(issueHandoffInputSchema.parse({ host: "reg.pionercup-cup.ru" }).host).toBe(
      "reg.pionercup-cup.ru",
    );
  });

  it("refuses what is not a bare host name, by message id", () => {
    for (const host of [
      "http://pionercup.localhost",
      "pionercup.localhost:4000",
      "pionercup.localhost/x",
      "user@pionercup.localhost",
      "-bad.localhost",
      "bad-.localhost",
      "a..b",
      "пионер.рф",
      `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}`,
    ]) {
      expect(messages(issueHandoffInputSchema.safeParse({ host })), host).toEqual([
        ["host", "field.invalid"],
      ]);
    }
    expect(messages(issueHandoffInputSchema.safeParse({ host: "  " }))).toEqual([
      ["host", "field.required"],
    ]);
    expect(messages(issueHandoffInputSchema.safeParse({}))).toEqual([["host", "field.required"]]);
  });
});

describe("redeemHandoffInputSchema", () => {
  it("takes a 43-character base64url code as it is", () => {
    expect(redeemHandoffInputSchema.parse({ code })).toEqual({ code });
  });

  it("refuses a code of another length or alphabet", () => {
    for (const bad of [code.slice(1), `${code}x`, `${code.slice(1)}=`, `${code.slice(1)}+`]) {
      expect(messages(redeemHandoffInputSchema.safeParse({ code: bad }))).toEqual([
        ["code", "field.invalid"],
      ]);
    }
    expect(messages(redeemHandoffInputSchema.safeParse({ code: 42 }))).toEqual([
      ["code", "field.required"],
    ]);
  });
});

describe("issuedHandoffSchema", () => {
  it("accepts a code with its UTC expiry and refuses a zone-less one", () => {
    const issued = { code, expiresAt: "2026-06-15T09:01:00.000Z" };
    expect(issuedHandoffSchema.parse(issued)).toEqual(issued);
    expect(issuedHandoffSchema.safeParse({ code, expiresAt: "2026-06-15 09:01" }).success).toBe(
      false,
    );
  });

  it("lives a minute", () => {
    expect(SESSION_HANDOFF_TTL_SECONDS).toBe(60);
  });
});

describe("the hand-over fragment", () => {
  it("puts the code in the fragment of the full address, replacing any fragment", () => {
    expect(withHandoffFragment("http://pionercup.localhost:4000/e/r/register?x=1", code)).toBe(
      `http://pionercup.localhost:4000/e/r/register?x=1#handoff=${code}`,
    );
    expect(withHandoffFragment("https://reg.example.ru/e/r/register#top", code)).toBe(
      `https://reg.example.ru/e/r/register#handoff=${code}`,
    );
  });

  it("reads back the code it wrote", () => {
    const href = withHandoffFragment("http://pionercup.localhost/e/r/register", code);
    const hash = href.slice(href.indexOf("#"));
    expect(readHandoffFragment(hash)).toEqual({ isHandoff: true, code });
  });

  it("knows a mangled hand-over from any other fragment", () => {
    expect(readHandoffFragment("#handoff=short")).toEqual({ isHandoff: true, code: null });
    expect(readHandoffFragment("#handoff=")).toEqual({ isHandoff: true, code: null });
    expect(readHandoffFragment("#top")).toEqual({ isHandoff: false, code: null });
    expect(readHandoffFragment("")).toEqual({ isHandoff: false, code: null });
  });
});

describe("the cookie acceptance in the hand-over (issue 12 item 10)", () => {
  it("carries the acceptance after the code, or alone when no code could be had", () => {
    const href = withHandoffFragment("http://pionercup.localhost/e/r/register", code, true);
    expect(href).toBe(`http://pionercup.localhost/e/r/register#handoff=${code}&cookies=accepted`);
    const hash = href.slice(href.indexOf("#"));
    expect(readHandoffFragment(hash)).toEqual({ isHandoff: true, code });
    expect(readCookiesAcceptedFragment(hash)).toBe(true);
    expect(withHandoffFragment("http://pionercup.localhost/e/r/register", null, true)).toBe(
      "http://pionercup.localhost/e/r/register#cookies=accepted",
    );
    expect(withHandoffFragment("http://pionercup.localhost/e/r/register#top", null)).toBe(
      "http://pionercup.localhost/e/r/register",
    );
    expect(readCookiesAcceptedFragment(`#handoff=${code}`)).toBe(false);
    expect(readCookiesAcceptedFragment("#cookies=acceptedx")).toBe(false);
  });
});
