import { describe, expect, it } from "vitest";
import { DEFAULT_TENANT, TENANT_IDS } from "./tenant-ids";

describe("tenant ids", () => {
  it("are the three tenants of SPEC §1, default first", () => {
    expect(TENANT_IDS).toEqual(["default", "pionercup", "fontanka"]);
    expect(DEFAULT_TENANT).toBe("default");
  });
});
