import { createApiOptions, createQueryClient, createTrpcClient } from "@reg/api";
import { ANONYMOUS_USER, type Tenant } from "@reg/domain";
import { createAppStore, tenantResolved, userLoaded } from "@reg/front";
import { createMemoryHistory, isNotFound } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createAppRouter } from "./router";

const tenant = (loginUrl: string): Tenant => ({
  organizedId: "default",
  name: "Reg Sport",
  supportEmail: "help@reg.test",
  theme: { primaryColor: "#1565c0", accentColor: "#ff6d00", logoText: "Reg Sport" },
  featureFlags: [],
  links: { loginUrl },
});
const person = {
  ...ANONYMOUS_USER,
  isAuthorized: true,
  id: "u1",
  email: "a@b.ru",
  fullName: "Анна Петрова",
};

/**
 * The real route tree in a memory history; the BFF answers every prefetch with an empty list. In
 * Node the router runs its server path, which matches routes but does not follow redirects: the
 * gate's decisions are tested in login-gate.test.ts.
 */
async function openAt(path: string, options: { signedIn: boolean; loginUrl?: string }) {
  const store = createAppStore({ locale: "ru" });
  store.dispatch(
    tenantResolved({ id: "default", info: tenant(options.loginUrl ?? "/account/login") }),
  );
  store.dispatch(userLoaded(options.signedIn ? person : ANONYMOUS_USER));
  const queryClient = createQueryClient();
  const fetch: typeof globalThis.fetch = async () =>
    new Response(
      JSON.stringify([{ result: { data: { events: [], total: 0 } } }, { result: { data: 0 } }]),
      {
        headers: { "content-type": "application/json" },
      },
    );
  const trpcClient = createTrpcClient({
    url: "http://bff.test/trpc",
    fetch,
    readCookies: () => "",
  });
  const router = createAppRouter(
    {
      store,
      queryClient,
      api: createApiOptions(queryClient, trpcClient),
      trpcClient,
      origin: "http://localhost:4000",
    },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  return router;
}

const leafRouteId = (router: Awaited<ReturnType<typeof openAt>>) =>
  router.state.matches.at(-1)?.routeId;

/** The layout the page is shown in: the last matched route that names one (as useRouteMeta reads it). */
const layoutOf = (router: Awaited<ReturnType<typeof openAt>>) =>
  router.state.matches
    .map((m) => m.staticData.layout)
    .filter((layout) => layout !== undefined)
    .at(-1);

describe("the route tree", () => {
  it("puts /account under the login gate", async () => {
    const router = await openAt("/account", { signedIn: true });
    expect(router.state.matches.map((m) => m.routeId)).toEqual([
      "__root__",
      "/_authed",
      "/_authed/account",
    ]);
    expect(router.state.matches.some((m) => m.staticData.requiresAuth === true)).toBe(true);
  });

  it("matches the login page outside the gate", async () => {
    const router = await openAt("/account/login?mode=signup", { signedIn: false });
    expect(leafRouteId(router)).toBe("/account/login");
    expect(router.state.matches.some((m) => m.staticData.requiresAuth === true)).toBe(false);
  });

  it("shows the not-found page for /404 and for any unknown address", async () => {
    expect(leafRouteId(await openAt("/404", { signedIn: false }))).toBe("/404");
    const unknown = await openAt("/no/such/page?x=1", { signedIn: false });
    expect(leafRouteId(unknown)).toBe("/$");
    expect(unknown.state.location.href).toBe("/no/such/page?x=1");
  });

  it("serves the home page at /", async () => {
    const router = await openAt("/", { signedIn: false });
    expect(leafRouteId(router)).toBe("/");
    expect(router.state.matches.at(-1)?.staticData.layout).toBe("default");
  });

  it("puts registration under the login gate in the order layout, with its success child", async () => {
    const router = await openAt("/moscow-marathon/m42/register", { signedIn: true });
    expect(router.state.matches.map((m) => m.routeId)).toEqual([
      "__root__",
      "/_authed",
      "/_authed/$eventCode/$raceCode/register",
      "/_authed/$eventCode/$raceCode/register/",
    ]);
    expect(router.state.matches.at(-1)?.params).toEqual({
      eventCode: "moscow-marathon",
      raceCode: "m42",
    });
    expect(layoutOf(router)).toBe("order");
    expect(router.state.matches.some((m) => m.staticData.requiresAuth === true)).toBe(true);

    const id = "7d0f6f0e-2b1a-4c3e-9a1e-0b2c3d4e5f60";
    const success = await openAt(`/moscow-marathon/m42/register/success?registrationId=${id}`, {
      signedIn: true,
    });
    expect(leafRouteId(success)).toBe("/_authed/$eventCode/$raceCode/register/success");
    expect(success.state.matches.at(-1)?.search).toEqual({ registrationId: id });
    expect(layoutOf(success)).toBe("order");
  });

  it("drops a mangled registrationId from the success address", async () => {
    const router = await openAt("/moscow-marathon/m42/register/success?registrationId=nope", {
      signedIn: true,
    });
    // The server path does not commit a match whose search it had to correct; matching shows it.
    const leaf = router.matchRoutes(router.state.location).at(-1);
    expect(leaf?.routeId).toBe("/_authed/$eventCode/$raceCode/register/success");
    expect(leaf?.search).toEqual({});
  });

  it("answers not found for an address that names no race", async () => {
    const router = await openAt("/moscow%20marathon/m42/register", { signedIn: true });
    expect(router.state.matches.some((m) => isNotFound(m.error))).toBe(true);
  });
});
