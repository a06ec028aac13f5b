import { describe, expect, it } from "vitest";
import {
  resolveTenantId,
  TENANT_QUERY_PARAM,
  TENANT_STORAGE_KEY,
  type TenantResolutionInput,
} from "./tenant-resolution";

const base: TenantResolutionInput = {
  tenantCallFailed: false,
  organizedId: "pionercup",
  hostname: "pionercup.reg.example.ru",
  localStorageTtt: null,
};

describe("resolveTenantId (SPEC §4 steps 1–5)", () => {
  it("step 1: a failed call or no organizedId gives default, even on localhost with ttt", () => {
    expect(resolveTenantId({ ...base, tenantCallFailed: true })).toBe("default");
    expect(resolveTenantId({ ...base, organizedId: null })).toBe("default");
    expect(resolveTenantId({ ...base, organizedId: "" })).toBe("default");
    expect(
      resolveTenantId({
        ...base,
        hostname: "localhost",
        organizedId: undefined,
        localStorageTtt: "fontanka",
      }),
    ).toBe("default");
  });

  it("step 2: on localhost the ttt entry wins, else default", () => {
    expect(resolveTenantId({ ...base, hostname: "localhost", localStorageTtt: "fontanka" })).toBe(
      "fontanka",
    );
    expect(resolveTenantId({ ...base, hostname: "localhost", localStorageTtt: null })).toBe(
      "default",
    );
    expect(resolveTenantId({ ...base, hostname: "localhost", localStorageTtt: "" })).toBe(
      "default",
    );
  });

  it("step 3: elsewhere organizedId, dev tenant hosts included", () => {
    expect(resolveTenantId(base)).toBe("pionercup");
    expect(
      resolveTenantId({ ...base, hostname: "pionercup.localhost", localStorageTtt: "fontanka" }),
    ).toBe("pionercup");
  });

  it("step 4: lower-cases", () => {
    expect(resolveTenantId({ ...base, organizedId: "PionerCup" })).toBe("pionercup");
    expect(resolveTenantId({ ...base, hostname: "localhost", localStorageTtt: "FONTANKA" })).toBe(
      "fontanka",
    );
  });

  it("step 5: 'rr' becomes the configured default, 'default' unless set", () => {
    expect(resolveTenantId({ ...base, organizedId: "RR" })).toBe("default");
    expect(resolveTenantId({ ...base, organizedId: "rr", rrDefault: "fontanka" })).toBe("fontanka");
    expect(
      resolveTenantId({
        ...base,
        hostname: "localhost",
        localStorageTtt: "rr",
        rrDefault: "pionercup",
      }),
    ).toBe("pionercup");
    expect(resolveTenantId({ ...base, organizedId: "rrr", rrDefault: "fontanka" })).toBe("rrr");
  });

  it("reads and writes the ttt key", () => {
    expect(TENANT_STORAGE_KEY).toBe("ttt");
    expect(TENANT_QUERY_PARAM).toBe("ttt");
  });
});
