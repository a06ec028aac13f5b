import { describe, expect, it } from "vitest";
import { isFeatureEnabled, tenantSchema } from "./tenant";

const tenant = {
  organizedId: "pionercup",
  name: "Pioner Cup",
  supportEmail: "help@pionercup.example",
  theme: { primaryColor: "#0055ff", accentColor: "#ffaa00", logoText: "PC" },
  featureFlags: [{ id: "ShowLkCorp", enabled: true }],
  links: { loginUrl: "/account/login" },
};

describe("tenantSchema", () => {
  it("accepts a tenant and a null organizedId", () => {
    expect(tenantSchema.parse(tenant)).toEqual(tenant);
    expect(tenantSchema.safeParse({ ...tenant, organizedId: null }).success).toBe(true);
  });

  it("refuses an empty organizedId and a missing login link", () => {
    expect(tenantSchema.safeParse({ ...tenant, organizedId: "" }).success).toBe(false);
    expect(tenantSchema.safeParse({ ...tenant, links: {} }).success).toBe(false);
  });
});

describe("isFeatureEnabled", () => {
  it("is true only for a listed, enabled flag", () => {
    expect(isFeatureEnabled(tenant, "ShowLkCorp")).toBe(true);
    expect(
      isFeatureEnabled({ featureFlags: [{ id: "ShowLkCorp", enabled: false }] }, "ShowLkCorp"),
    ).toBe(false);
    expect(isFeatureEnabled({ featureFlags: [] }, "ShowLkCorp")).toBe(false);
  });
});
