// @vitest-environment happy-dom
import { createFakeTrpcClient } from "@reg/api/testing";
import { ANONYMOUS_USER } from "@reg/domain";
import { createAppStore, userLoaded } from "@reg/front";
import { activateLocale } from "@reg/i18n";
import type { Mounted } from "@reg/ui/testing";
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import { afterEach, describe, expect, it } from "vitest";
import { mountRouted } from "../../testing/mount-routed";
import { FooterLinks } from "./footer-links";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

async function footerLinks(signedIn: boolean, locale: "ru" | "en" = "en") {
  activateLocale(locale);
  const store = createAppStore({ locale });
  store.dispatch(
    userLoaded(
      signedIn
        ? { ...ANONYMOUS_USER, isAuthorized: true, id: "u1", email: "anna@example.test" }
        : ANONYMOUS_USER,
    ),
  );
  const router = createRouter({
    routeTree: createRootRoute({ component: FooterLinks }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  mounted = await mountRouted(router, {
    store,
    queryClient: new QueryClient(),
    trpcClient: createFakeTrpcClient(async (path) => {
      throw new Error(`unexpected call ${path}`);
    }),
  });
  return [...mounted.container.querySelectorAll("a")].map((a) => [
    a.textContent,
    a.getAttribute("href"),
  ]);
}

describe("the footer's site map", () => {
  it("leads a signed-in person to their trainings, under My account", async () => {
    const links = await footerLinks(true);
    const account = links.findIndex(([text]) => text === "My account");
    expect(links[account + 1]).toEqual(["Trainings", "/account/trainings"]);
  });

  it("names it in Russian", async () => {
    expect(await footerLinks(true, "ru")).toContainEqual(["Тренировки", "/account/trainings"]);
  });

  it("shows a visitor no trainings link: they have none, and the gate would only ask them to sign in", async () => {
    const links = await footerLinks(false);
    expect(links).toContainEqual(["My account", "/account"]);
    expect(links.map(([, href]) => href)).not.toContain("/account/trainings");
  });
});
