import { describe, expect, it } from "vitest";
import { returnHostsSchema, tenantOfReturnHost } from "./return-hosts";

describe("the login page's return hosts (VITE_TRUSTED_RETURN_HOSTS)", () => {
  it("reads hosts with their tenants, and bare hosts, trimmed and lower-cased", () => {
    expect(
      returnHostsSchema.parse(
        " Pionercup.localhost=pionercup, fontanka.localhost=fontanka,partner.example,",
      ),
    ).toEqual([
      { host: "pionercup.localhost", tenant: "pionercup" },
      { host: "fontanka.localhost", tenant: "fontanka" },
      { host: "partner.example", tenant: null },
    ]);
  });

  it("refuses a tenant without a brand of its own, and what is not a host name", () => {
    expect(returnHostsSchema.safeParse("localhost=default").success).toBe(false);
    expect(returnHostsSchema.safeParse("pionercup.localhost=unknown").success).toBe(false);
    expect(returnHostsSchema.safeParse("https://pionercup.localhost").success).toBe(false);
    expect(returnHostsSchema.safeParse("a=b=c").success).toBe(false);
  });

  it("finds the tenant of a host name, whatever its case", () => {
    const hosts = returnHostsSchema.parse("pionercup.localhost=pionercup,partner.example");
    expect(tenantOfReturnHost(hosts, "PIONERCUP.localhost")).toBe("pionercup");
    expect(tenantOfReturnHost(hosts, "partner.example")).toBeNull();
    expect(tenantOfReturnHost(hosts, "fontanka.localhost")).toBeNull();
  });
});
