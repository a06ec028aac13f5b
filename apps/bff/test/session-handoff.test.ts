import { afterAll, describe, expect, it } from "vitest";
import { ANONYMOUS_USER, currentUserSchema, issuedHandoffSchema } from "@reg/domain";
import { openBrowser, type Browser } from "./support/clients";
import { expectAppError } from "./support/expect-app-error";
import { useStack, type DatabaseKind } from "./support/stack";
import { openBrowserOnHost } from "./support/tenant-host";

const KINDS: DatabaseKind[] = ["pglite", "postgres"];
const TENANT_HOST = "pionercup.localhost";

function uniqueEmail(): string {
  return `handoff-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

describe.each(KINDS)("the session hand-over through the BFF, core on %s", (kind) => {
  const opened: { close(): Promise<void> }[] = [];

  const { bff } = useStack({ kind });
  afterAll(async () => {
    await Promise.all(opened.map((browser) => browser.close()));
  });

  /** A browser on the portal (127.0.0.1), signed up: it holds the portal's session. */
  const signedInOnPortal = async () => {
    const portal = openBrowser(bff.url);
    await portal.batch.tenant.getCurrent.query();
    const email = uniqueEmail();
    await portal.batch.auth.signUp.mutate({
      email,
      password: "correct-horse-9",
      firstName: "Vera",
      lastName: "Orlova",
      language: "en",
    });
    return { portal, email };
  };
  /** The same person's browser on the tenant's host, where the portal's cookie never arrives. */
  const onTenantHost = async (host = TENANT_HOST): Promise<Browser> => {
    const browser = openBrowserOnHost(bff.url, host);
    opened.push(browser);
    expect((await browser.single.tenant.getCurrent.query()).organizedId).toBe(host.split(".")[0]);
    return browser;
  };

  it("carries the portal's session to the tenant's host as that host's own cookie", async () => {
    const { portal, email } = await signedInOnPortal();
    const issued = issuedHandoffSchema.parse(
      await portal.batch.auth.issueHandoff.mutate({ host: TENANT_HOST }),
    );

    const tenant = await onTenantHost();
    expect(await tenant.single.user.getCurrent.query()).toEqual(ANONYMOUS_USER);
    const redeemed = await tenant.single.auth.redeemHandoff.mutate({ code: issued.code });
    expect(currentUserSchema.parse(redeemed)).toMatchObject({ isAuthorized: true, email });
    // The browser got its own session cookie for this host, not the portal's.
    expect(tenant.jar.get("reg_sid")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tenant.jar.get("reg_sid")).not.toBe(portal.jar.get("reg_sid"));
    expect(await tenant.single.user.getCurrent.query()).toMatchObject({
      isAuthorized: true,
      email,
    });
    expect(await portal.batch.user.getCurrent.query()).toMatchObject({ isAuthorized: true, email });
  });

  it("does not sign anyone in with a code used once already", async () => {
    const { portal } = await signedInOnPortal();
    const { code } = await portal.batch.auth.issueHandoff.mutate({ host: TENANT_HOST });
    const first = await onTenantHost();
    await first.single.auth.redeemHandoff.mutate({ code });

    const second = await onTenantHost();
    await expectAppError(second.single.auth.redeemHandoff.mutate({ code }), "INVALID_CREDENTIALS");
    expect(second.jar.get("reg_sid")).toBeUndefined();
    expect(await second.single.user.getCurrent.query()).toEqual(ANONYMOUS_USER);
  });

  it("does not sign anyone in on a host the code was not issued for", async () => {
    const { portal, email } = await signedInOnPortal();
    const { code } = await portal.batch.auth.issueHandoff.mutate({ host: TENANT_HOST });
    const elsewhere = await onTenantHost("fontanka.localhost");
    await expectAppError(
      elsewhere.single.auth.redeemHandoff.mutate({ code }),
      "INVALID_CREDENTIALS",
    );
    expect(elsewhere.jar.get("reg_sid")).toBeUndefined();
    // Nor on the portal itself, which shares no host with the tenant app.
    await expectAppError(portal.batch.auth.redeemHandoff.mutate({ code }), "INVALID_CREDENTIALS");
    expect(await portal.batch.user.getCurrent.query()).toMatchObject({ isAuthorized: true, email });
    // The refusals spent nothing: the code still works where it belongs.
    const tenant = await onTenantHost();
    expect(await tenant.single.auth.redeemHandoff.mutate({ code })).toMatchObject({ email });
  });

  it("issues only to a signed-in person, and only for a tenant's host", async () => {
    const anonymous = openBrowser(bff.url);
    await anonymous.batch.tenant.getCurrent.query();
    await expectAppError(
      anonymous.batch.auth.issueHandoff.mutate({ host: TENANT_HOST }),
      "UNAUTHORIZED",
    );

    const { portal } = await signedInOnPortal();
    await expectAppError(
      portal.batch.auth.issueHandoff.mutate({ host: "evil.example" }),
      "FORBIDDEN",
    );
  });

  it("refuses bad input by field, and a mutation without the CSRF pair", async () => {
    const { portal } = await signedInOnPortal();
    for (const host of ["http://pionercup.localhost", "pionercup.localhost:4000", ""]) {
      const error = await expectAppError(
        portal.batch.auth.issueHandoff.mutate({ host }),
        "VALIDATION_FAILED",
      );
      expect(Object.keys(error.data?.fields ?? {})).toEqual(["host"]);
    }
    const tenant = await onTenantHost();
    for (const code of ["short", `${"x".repeat(42)}=`, null]) {
      const error = await expectAppError(
        tenant.single.auth.redeemHandoff.mutate({ code } as never),
        "VALIDATION_FAILED",
      );
      expect(Object.keys(error.data?.fields ?? {})).toEqual(["code"]);
    }
    const { code } = await portal.batch.auth.issueHandoff.mutate({ host: TENANT_HOST });
    tenant.jar.delete("reg_csrf");
    await expectAppError(tenant.single.auth.redeemHandoff.mutate({ code }), "CSRF_FAILED");
    expect(tenant.jar.get("reg_sid")).toBeUndefined();
  });
});
