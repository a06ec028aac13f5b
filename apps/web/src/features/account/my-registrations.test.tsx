// @vitest-environment happy-dom
import { createFakeTrpcClient } from "@reg/api/testing";
import type { Locale, MyRegistration } from "@reg/domain";
import { createAppStore } from "@reg/front";
import { activateLocale } from "@reg/i18n";
import type { Mounted } from "@reg/ui/testing";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from "@tanstack/react-router";
import { afterEach, describe, expect, it } from "vitest";
import { MyRegistrations } from "./my-registrations";
import { mountRouted } from "../../testing/mount-routed";

const DAY_MS = 24 * 60 * 60 * 1000;
// Relative to the run, so the test never turns into the past itself.
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

let sequence = 0;

/** A paid registration of the race starting at `raceStartsAt`, with its start pack. */
function paid(eventName: string, raceStartsAt: string): MyRegistration {
  sequence += 1;
  return {
    id: `7c9e6679-7425-40de-944b-${String(sequence).padStart(12, "0")}`,
    kind: "individual",
    madeBy: { isMe: true, name: "Ivan Ivanov" },
    participant: { isMe: true, name: "Ivan Ivanov" },
    event: {
      code: `event-${sequence}`,
      name: eventName,
      city: "Moscow",
      location: "Kolomenskoye",
      isOnline: false,
      startsAt: raceStartsAt,
      endsAt: raceStartsAt,
    },
    race: {
      code: "10k",
      name: "10 km",
      distance: { value: 10, unit: "km" },
      startsAt: raceStartsAt,
    },
    state: "paid",
    paymentDeadline: null,
    canRepeatPayment: false,
    lines: [{ name: "10 km", count: 1, amountKopecks: 160_000 }],
    totals: {
      discountKopecks: 0,
      commissionPercent: 5,
      commissionKopecks: 8_000,
      totalKopecks: 168_000,
    },
    paidKopecks: 168_000,
    refundedKopecks: 0,
    startPack: {
      qrDataUrl: "data:image/svg+xml;base64,PHN2Zy8+",
      shortCode: "7C9E6679",
      place: null,
      address: null,
      note: "",
      windows: [],
    },
    createdAt: "2024-09-01T10:00:00.000Z",
    paidAt: "2024-09-01T10:05:00.000Z",
    showInStartList: true,
  };
}

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

/** Mounts the list at /account (under the pathless _authed layout) with core's page as given. */
async function mountList(items: MyRegistration[], locale: Locale = "en") {
  activateLocale(locale);
  const client = createFakeTrpcClient(async (path) => {
    if (path === "account.listRegistrations")
      return { items, total: items.length, offset: 0, pageSize: 20 };
    if (path === "teams.listMine") return [];
    throw new Error(`unexpected call ${path}`);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: Outlet });
  const authed = createRoute({ getParentRoute: () => root, id: "_authed", component: Outlet });
  const account = createRoute({
    getParentRoute: () => authed,
    path: "/account",
    component: MyRegistrations,
  });
  const linked = [
    "/event/$code",
    "/events/$type",
    "/$eventCode/$raceCode/register",
    "/account/team/$eventCode/$raceCode",
  ].map((path) => createRoute({ getParentRoute: () => root, path, component: () => null }));
  const router = createRouter({
    routeTree: root.addChildren([authed.addChildren([account]), ...linked]),
    history: createMemoryHistory({ initialEntries: ["/account"] }),
  });
  mounted = await mountRouted(router, {
    store: createAppStore({ locale }),
    queryClient,
    trpcClient: client,
  });
  return mounted.container;
}

const groupTitles = (container: HTMLElement) =>
  [...container.querySelectorAll("h3")].map((heading) => heading.textContent);

/** The card of `eventName`, by its title. */
function card(container: HTMLElement, eventName: string): HTMLElement {
  const found = [...container.querySelectorAll("article")].find(
    (article) => article.querySelector("h4")?.textContent === eventName,
  );
  if (!found) throw new Error(`no card "${eventName}"`);
  return found;
}

const buttonTexts = (element: HTMLElement) =>
  [...element.querySelectorAll("button")].map((b) => b.textContent);

describe("my registrations: upcoming and past", () => {
  it("lists upcoming races first under their heading, then past ones apart", async () => {
    const container = await mountList([
      paid("Spring Run", inDays(30)),
      paid("Autumn Run 2024", inDays(-400)),
      paid("White Nights 2024", inDays(-500)),
    ]);
    expect(groupTitles(container)).toEqual(["Upcoming", "Past"]);
    const groups = [...container.querySelectorAll("ul[aria-labelledby]")].map((list) => ({
      title: container.querySelector(`#${CSS.escape(list.getAttribute("aria-labelledby") ?? "")}`)
        ?.textContent,
      cards: [...list.querySelectorAll("article h4")].map((title) => title.textContent),
    }));
    expect(groups).toEqual([
      { title: "Upcoming", cards: ["Spring Run"] },
      { title: "Past", cards: ["Autumn Run 2024", "White Nights 2024"] },
    ]);
  });

  it("offers the pickup QR, the calendar, the resend and the start-list switch only before the race", async () => {
    const container = await mountList([
      paid("Spring Run", inDays(30)),
      paid("Autumn Run 2024", inDays(-400)),
    ]);
    const upcoming = card(container, "Spring Run");
    expect(upcoming.querySelector("details summary")?.textContent).toContain("Start-pack QR code");
    expect(upcoming.querySelector('[role="switch"]')).not.toBeNull();
    expect(buttonTexts(upcoming)).toEqual([
      "Add to calendar: Spring Run",
      "Resend confirmation: Spring Run",
    ]);

    const past = card(container, "Autumn Run 2024");
    expect(past.querySelector("details")).toBeNull();
    expect(past.querySelector('[role="switch"]')).toBeNull();
    expect(buttonTexts(past)).toEqual([]);
    // What it was and what was paid stay on the card.
    expect(past.querySelector(".badge")?.textContent).toBe("Paid");
    expect(past.querySelector(".my-registration__amount")?.textContent).toContain("1,680");
  });

  it("shows a page of past races alone under «Прошедшие», in Russian", async () => {
    const container = await mountList([paid("Осенний забег 2024", inDays(-400))], "ru");
    expect(groupTitles(container)).toEqual(["Прошедшие"]);
    const past = card(container, "Осенний забег 2024");
    expect(past.textContent).not.toContain("Добавить в календарь");
    expect(past.textContent).not.toContain("Отправить подтверждение ещё раз");
    expect(past.textContent).not.toContain("QR-код стартового пакета");
    expect(past.textContent).toContain("Оплачено");
  });
});
