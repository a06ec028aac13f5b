import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { legacyCall, type LegacyCallInput, type LegacyCallOutput } from "./legacy-call";
import { LEGACY_CONTRACT } from "./legacy-contract";

describe("the legacy contract table", () => {
  it("names each method and path once: one operation, one verb", () => {
    const addresses = Object.values(LEGACY_CONTRACT).map((call) => `${call.method} ${call.path}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it("holds SPEC §7's calls under their paths", () => {
    expect(LEGACY_CONTRACT.getCart).toMatchObject({ method: "GET", path: "/Register/ApiCart" });
    expect(LEGACY_CONTRACT.clearCart).toMatchObject({
      method: "POST",
      path: "/Register/ApiClearCart",
    });
    expect(LEGACY_CONTRACT.uploadImage.body).toBe("bytes");
    expect(LEGACY_CONTRACT.listRunningClubs.query).toBeUndefined();
  });

  it("types what a sender gives and gets from the declaration", () => {
    const echo = legacyCall({
      method: "POST",
      path: "/Test/Echo",
      query: z.object({ raceCode: z.string() }),
      body: z.object({ count: z.number() }),
      output: z.object({ count: z.number() }),
    });
    expectTypeOf<LegacyCallInput<typeof echo>>().toEqualTypeOf<
      { query: { raceCode: string } } & { body: { count: number } }
    >();
    expectTypeOf<LegacyCallOutput<typeof echo>>().toEqualTypeOf<{ count: number }>();
    expect(echo.query).toBeDefined();
    // A call that takes nothing cannot be given a body.
    expectTypeOf<LegacyCallInput<typeof LEGACY_CONTRACT.logout>>().toEqualTypeOf<
      { query?: never } & { body?: never }
    >();
  });
});
