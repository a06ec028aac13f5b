import { createApiOptions, createQueryClient, createTrpcClient } from "@reg/api";
import { ANONYMOUS_USER, type Tenant } from "@reg/domain";
import { createAppStore, tenantResolved, userLoaded } from "@reg/front";
import { createMemoryHistory } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { returnedWithoutSession } from "./features/login/login-attempts";
import { createTenantRouter } from "./router";

const pionercup: Tenant = {
  organizedId: "pionercup",
  name: "Пионер Кап",
  supportEmail: "help@pionercup.local",
  theme: { primaryColor: "#c62828", accentColor: "#ffd600", logoText: "PionerCup" },
  featureFlags: [],
  links: { loginUrl: "/account/login" },
};

/**
 * The real route tree in a memory history, nothing fetched. In Node the router runs its server
 * path, which matches routes but does not follow redirects.
 */
async function openAt(path: string, signedIn: boolean) {
  const store = createAppStore({ locale: "ru" });
  store.dispatch(tenantResolved({ id: "pionercup", info: pionercup }));
  store.dispatch(
    userLoaded(signedIn ? { ...ANONYMOUS_USER, isAuthorized: true, id: "u1" } : ANONYMOUS_USER),
  );
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient({
    url: "http://bff.test/trpc",
    fetch: () => Promise.reject(new Error("no call expected")),
    readCookies: () => "",
  });
  const router = createTenantRouter(
    {
      store,
      queryClient,
      api: createApiOptions(queryClient, trpcClient),
      trpcClient,
      origin: "http://pionercup.localhost:4000",
      portalOrigin: "http://localhost:4000",
    },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  return router;
}

type OpenRouter = Awaited<ReturnType<typeof openAt>>;
const leafRouteId = (router: OpenRouter) => router.state.matches.at(-1)?.routeId;
const layoutOf = (router: OpenRouter) =>
  router.state.matches
    .map((m) => m.staticData.layout)
    .filter((layout) => layout !== undefined)
    .at(-1);

afterEach(() => vi.unstubAllGlobals());

describe("the tenant app's route tree", () => {
  it("holds the register page behind the login gate, in the order layout", async () => {
    const router = await openAt("/pionercup-sokolniki/r10/register", true);
    expect(router.state.matches.map((m) => m.routeId)).toEqual([
      "__root__",
      "/_authed",
      "/_authed/$eventCode/$raceCode/register",
      "/_authed/$eventCode/$raceCode/register/",
    ]);
    expect(layoutOf(router)).toBe("order");
    expect(router.state.matches.some((m) => m.staticData.requiresAuth === true)).toBe(true);
  });

  it("holds the success child", async () => {
    const router = await openAt("/pionercup-sokolniki/r10/register/success", true);
    expect(leafRouteId(router)).toBe("/_authed/$eventCode/$raceCode/register/success");
  });

  it("shows an anonymous visitor no register page (the gate redirects; tenant-login-gate.test.ts)", async () => {
    const router = await openAt("/pionercup-sokolniki/r10/register", false);
    expect(router.state.matches.map((m) => m.routeId)).not.toContain(
      "/_authed/$eventCode/$raceCode/register/",
    );
  });

  it("has a home page listing the tenant's races, open to visitors (issue 12 item 18)", async () => {
    const router = await openAt("/", false);
    expect(leafRouteId(router)).toBe("/");
    expect(router.state.matches.some((m) => m.staticData.requiresAuth === true)).toBe(false);
  });

  it("does not count a link's preload as a trip to the login page (a touch then showed 'session not shared')", async () => {
    const tab = new Map<string, string>();
    vi.stubGlobal("window", {
      sessionStorage: {
        getItem: (key: string) => tab.get(key) ?? null,
        setItem: (key: string, value: string) => void tab.set(key, value),
        removeItem: (key: string) => void tab.delete(key),
      },
    });
    const router = await openAt("/", false);
    const register = {
      to: "/$eventCode/$raceCode/register",
      params: { eventCode: "pionercup-sokolniki", raceCode: "r10" },
    } as const;
    await router.preloadRoute(register).catch(() => undefined);
    const href = router.buildLocation(register).href;
    expect(href).toBe("/pionercup-sokolniki/r10/register");
    expect(returnedWithoutSession(window.sessionStorage, href, Date.now())).toBe(false);
  });

  it("has nothing else: the portal's pages are not found", async () => {
    for (const path of ["/account/login", "/events/future"])
      expect(leafRouteId(await openAt(path, true))).toBe("/$");
  });
});
