import { describe, expect, it } from "vitest";
import { BRAND_TENANTS, DEFAULT_TENANT, isBrandTenant, TENANT_IDS } from "./tenant-ids";

describe("tenant ids", () => {
  it("are the three tenants of SPEC §1, default first", () => {
    expect(TENANT_IDS).toEqual(["default", "pionercup", "fontanka"]);
    expect(DEFAULT_TENANT).toBe("default");
  });

  it("name as brand tenants every tenant but the portal's", () => {
    expect(BRAND_TENANTS).toEqual(TENANT_IDS.filter((id) => id !== DEFAULT_TENANT));
    expect(isBrandTenant("fontanka")).toBe(true);
    expect(isBrandTenant("default")).toBe(false);
    expect(isBrandTenant("Pionercup")).toBe(false);
    expect(isBrandTenant(undefined)).toBe(false);
  });
});
