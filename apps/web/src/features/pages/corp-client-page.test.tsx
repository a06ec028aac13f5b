// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { createFakeTrpcClient } from "@reg/api/testing";
import type { SitePage, Tenant } from "@reg/domain";
import { createAppStore, tenantResolved } from "@reg/front";
import { activateLocale, i18n } from "@reg/i18n";
import { mountTree, settle, type Mounted } from "@reg/ui/testing";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it } from "vitest";
import { mountRouted } from "../../testing/mount-routed";
import { CorpClientPage, CorpHeader } from "./corp-client-page";

const tenant = (showLkCorp: boolean): Tenant => ({
  organizedId: "default",
  name: "Reg Sport",
  supportEmail: "help@reg.test",
  theme: { primaryColor: "#1565c0", accentColor: "#ff6d00", logoText: "Reg Sport" },
  featureFlags: [{ id: "ShowLkCorp", enabled: showLkCorp }],
  links: { loginUrl: "/account/login" },
});

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

/** The corporate header on /corp-client for a tenant whose ShowLkCorp flag is as given. */
async function corpHeaderFor(info: Tenant) {
  activateLocale("en");
  const store = createAppStore({ locale: "en" });
  store.dispatch(tenantResolved({ id: "default", info }));
  const root = createRootRoute({ component: CorpHeader });
  const paths = ["/corp-client", "/account", "/Contacts"].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => null }),
  );
  const router = createRouter({
    routeTree: root.addChildren(paths),
    history: createMemoryHistory({ initialEntries: ["/corp-client"] }),
  });
  await router.load();
  mounted = mountTree(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
  await settle();
  return mounted.container;
}

describe("the corporate page's header", () => {
  it("leads to the corporate account when the tenant's ShowLkCorp is on", async () => {
    const header = await corpHeaderFor(tenant(true));
    const link = header.querySelector('[data-testid="corp-account-link"]');
    expect(link?.textContent).toBe("Corporate account");
    expect(link?.getAttribute("href")).toBe("/account");
    expect(header.textContent).toContain("Contacts");
  });

  it("shows no corporate account link when ShowLkCorp is off or absent", async () => {
    const off = await corpHeaderFor(tenant(false));
    expect(off.querySelector('[data-testid="corp-account-link"]')).toBeNull();
    expect(off.textContent).not.toContain("Corporate account");
    expect(off.textContent).toContain("Contacts");
    mounted?.unmount();
    const absent = await corpHeaderFor({ ...tenant(true), featureFlags: [] });
    expect(absent.querySelector('[data-testid="corp-account-link"]')).toBeNull();
  });
});

const corpPage: SitePage = {
  slug: "corp-client",
  title: "Corporate clients",
  description: "Company teams at runs and relays.",
  blocks: [{ type: "paragraph", text: "Bring your company's team to the start." }],
};

/** /corp-client whole, with core's page answered by `corpPage`. */
async function corpClientPage() {
  activateLocale("en");
  const store = createAppStore({ locale: "en" });
  store.dispatch(tenantResolved({ id: "default", info: tenant(true) }));
  const trpcClient = createFakeTrpcClient(async (path) => {
    if (path !== "pages.get") throw new Error(`unexpected call ${path}`);
    return corpPage;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: CorpClientPage });
  const paths = ["/corp-client", "/account", "/Contacts"].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => null }),
  );
  const router = createRouter({
    routeTree: root.addChildren(paths),
    history: createMemoryHistory({ initialEntries: ["/corp-client"] }),
  });
  mounted = await mountRouted(router, { store, queryClient, trpcClient });
  await settle();
  return mounted.container;
}

describe("the corporate page", () => {
  it("puts its compact corporate bar over a title band in corporate colours", async () => {
    const page = await corpClientPage();
    const view = page.querySelector(".site-page");
    // pages.css gives this variant the navy band; the white page (route meta whiteBg) is the layout's.
    expect(view?.classList.contains("site-page--corporate")).toBe(true);
    const [bar, head, body] = Array.from(view?.children ?? []);
    expect(bar?.classList.contains("corp-header")).toBe(true);
    expect(bar?.querySelector(".corp-header__bar")?.classList.contains("container")).toBe(true);
    expect(head?.classList.contains("site-page__head")).toBe(true);
    expect(head?.querySelector("h1.site-page__title")?.textContent).toBe("Corporate clients");
    expect(head?.querySelector(".site-page__lead")?.textContent).toBe(corpPage.description);
    expect(body?.textContent).toContain("Bring your company's team to the start.");
  });
});
