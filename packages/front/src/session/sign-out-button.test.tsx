// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { ApiProvider, createApiOptions } from "@reg/api";
import { createFakeTrpcClient, FakeAppError } from "@reg/api/testing";
import { ANONYMOUS_USER } from "@reg/domain";
import { activateLocale, i18n } from "@reg/i18n";
import { loadToastHost, ToastProvider } from "@reg/ui";
import { button, click, mountTree, settle, type Mounted } from "@reg/ui/testing";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it } from "vitest";
import { testPerson } from "../testing/session-state";
import { createAppStore } from "../store/store";
import { userLoaded } from "../store/user-slice";
import { SignOutButton } from "./sign-out-button";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

/**
 * A signed-in person on /account with a "Sign out" button, the app's providers around it, and the
 * server's answer to `auth.logout` as the test says; the calls made are recorded.
 */
async function signedInOnAccount(logout: () => Promise<unknown>) {
  activateLocale("en");
  const calls: string[] = [];
  const client = createFakeTrpcClient(async (path) => {
    calls.push(path);
    if (path === "auth.logout") return logout();
    throw new Error(`unexpected call ${path}`);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const currentUserKey = createApiOptions(queryClient, client).user.getCurrent.queryKey();
  queryClient.setQueryData(currentUserKey, testPerson);
  const store = createAppStore({ locale: "en" });
  store.dispatch(userLoaded(testPerson));
  const closed: string[] = [];

  const rootRoute = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => null });
  const account = createRoute({
    getParentRoute: () => rootRoute,
    path: "/account",
    component: () => <SignOutButton className="btn" onSignedOut={() => closed.push("menu")} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, account]),
    history: createMemoryHistory({ initialEntries: ["/", "/account"] }),
  });
  await router.load();
  // The toast stack loads with the first toast: here before, so the toast shows without waiting.
  await loadToastHost();

  mounted = mountTree(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ApiProvider queryClient={queryClient} trpcClient={client}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ApiProvider>
      </I18nProvider>
    </Provider>,
  );
  await settle();
  const container = mounted.container;
  return {
    calls,
    closed,
    router,
    store,
    cachedUser: () => queryClient.getQueryData(currentUserKey),
    signOut: () => click(button(container, "Sign out")),
  };
}

describe("SignOutButton", () => {
  it("ends the session, forgets the person in the store and the cache, says so and goes home", async () => {
    const page = await signedInOnAccount(async () => ({ ok: true }));
    expect(page.router.state.location.pathname).toBe("/account");

    await page.signOut();

    expect(page.calls).toEqual(["auth.logout"]);
    expect(page.cachedUser()).toEqual(ANONYMOUS_USER);
    expect(page.store.getState().user.current).toEqual(ANONYMOUS_USER);
    expect(page.closed).toEqual(["menu"]);
    expect(page.router.state.location.pathname).toBe("/");
    // Replaced, not pushed: Back does not return to the page that needed the person.
    expect(page.router.history.length).toBe(2);
    expect(document.body.textContent).toContain("You have signed out");
  });

  it("cannot be pressed again while the server is ending the session", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const page = await signedInOnAccount(() => new Promise((resolve) => (answer = resolve)));

    await page.signOut();
    const pressed = button(document.body, "Sign out");
    expect(pressed.disabled).toBe(true);
    expect(pressed.getAttribute("aria-busy")).toBe("true");
    expect(page.calls).toEqual(["auth.logout"]);

    answer({ ok: true });
    await settle();
    expect(page.router.state.location.pathname).toBe("/");
  });

  it("keeps the person signed in, where they were, when the server refuses", async () => {
    const page = await signedInOnAccount(async () => {
      throw new FakeAppError("UPSTREAM_UNAVAILABLE", 503);
    });

    await page.signOut();

    expect(page.calls).toEqual(["auth.logout"]);
    expect(page.cachedUser()).toEqual(testPerson);
    expect(page.store.getState().user.current).toEqual(testPerson);
    expect(page.closed).toEqual([]);
    expect(page.router.state.location.pathname).toBe("/account");
    expect(document.body.textContent).not.toContain("You have signed out");
  });
});
