// @vitest-environment happy-dom
import { FakeAppError } from "@reg/api/testing";
import type { Trainings } from "@reg/domain";
import { button, click, type Mounted } from "@reg/ui/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TrainingsPage } from "./trainings-page";
import {
  connectedPage,
  fourTrainings,
  mountTrainings,
  NOT_CONNECTED,
  NOW,
  training,
} from "./trainings-testing";

let mounted: Mounted | undefined;
beforeEach(() => {
  // Only the clock: the page's "now" (this week, the last 30 days); timers stay real for React.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.useRealTimers();
});

async function openPage(answers: Parameters<typeof mountTrainings>[1], locale?: "ru" | "en") {
  const page = await mountTrainings(<TrainingsPage />, answers, locale);
  mounted = page.mounted;
  return page;
}

const texts = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((node) => node.textContent?.trim());

const status = (container: HTMLElement) =>
  container.querySelector('[role="status"][data-testid="trainings-status"]')?.textContent;

/** A button by its accessible name: its text with the visually hidden part. */
function named(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll("button")].find(
    (b) => b.textContent?.replace(/\s+/g, " ").trim() === name,
  );
  if (!found) throw new Error(`no button named "${name}"`);
  return found;
}

describe("the trainings page without a tracker", () => {
  it("explains what connecting gives and offers the five trackers, each with its own Connect", async () => {
    const { container } = await openPage({ "trainings.get": async () => NOT_CONNECTED });
    expect(container.querySelector("h1")?.textContent).toBe("Trainings");
    expect(container.querySelector("h2")?.textContent).toBe("Connect an activity tracker");
    expect(container.textContent).toContain("to see your trainings and your weekly totals here");
    expect(texts(container, ".tracker-option__name")).toEqual([
      "Strava",
      "Garmin Connect",
      "Polar Flow",
      "Suunto",
      "COROS",
    ]);
    expect(texts(container, ".tracker-option button")).toEqual([
      "Connect Strava",
      "Connect Garmin Connect",
      "Connect Polar Flow",
      "Connect Suunto",
      "Connect COROS",
    ]);
    expect(container.querySelector(".tracker-card")).toBeNull();
    expect(status(container)).toBe("");
  });

  it("connects the chosen tracker, then shows it with the totals and the list, and says so", async () => {
    const { container, calls } = await openPage({
      "trainings.get": async () => NOT_CONNECTED,
      "trainings.connect": async () => connectedPage(),
    });
    await click(named(container, "Connect Strava"));
    expect(calls.filter((c) => c.path === "trainings.connect")).toEqual([
      { path: "trainings.connect", input: { provider: "strava" } },
    ]);
    expect(container.querySelector(".tracker-option")).toBeNull();
    expect(container.querySelector("#tracker-card-name")?.textContent).toBe("Strava");
    expect(document.activeElement?.id).toBe("tracker-card-name");
    expect(status(container)).toBe("Strava is connected. Your trainings from it are below.");
    expect(container.querySelectorAll('[data-testid="training"]')).toHaveLength(4);
  });

  it("shows a refused connect translated, and leaves the choice in place", async () => {
    const { container } = await openPage({
      "trainings.get": async () => NOT_CONNECTED,
      "trainings.connect": async () => {
        throw new FakeAppError("UPSTREAM_UNAVAILABLE", 503);
      },
    });
    await click(named(container, "Connect Polar Flow"));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      "The service is temporarily unavailable. Try again later.",
    );
    expect(container.querySelectorAll(".tracker-option")).toHaveLength(5);
    expect(status(container)).toBe("");
  });
});

describe("the trainings page with a tracker", () => {
  it("shows the tracker, whose it is, since when and the last sync (Moscow time)", async () => {
    const { container } = await openPage({ "trainings.get": async () => connectedPage() });
    const card = container.querySelector(".tracker-card");
    expect(card?.querySelector("h2")?.textContent).toBe("Strava");
    expect(card?.textContent).toContain("Athlete: Anna Runner");
    expect(texts(container, ".tracker-card__facts li")).toEqual([
      "Connected on Mar 1, 2025",
      "Last synced Mar 5, 2025, 09:30 (Moscow time)",
    ]);
    expect(named(container, "Sync now")).toBeDefined();
    expect(named(container, "Disconnect Strava")).toBeDefined();
  });

  it("sums up this Moscow week and the last 30 days", async () => {
    const { container } = await openPage({ "trainings.get": async () => connectedPage() });
    const stats = (id: string) =>
      texts(container, `[data-testid="${id}"] dd`).concat(
        texts(container, `[data-testid="${id}"] h3`),
      );
    expect(stats("totals-week")).toEqual(["2", "11.7 km", "1:22:00", "This week"]);
    expect(stats("totals-30-days")).toEqual(["3", "57.1 km", "2:58:00", "Last 30 days"]);
  });

  it("lists the trainings newest first with sport, date, distance, time, pace or speed and climb", async () => {
    const { container } = await openPage({ "trainings.get": async () => connectedPage() });
    const rows = [...container.querySelectorAll('[data-testid="training"]')];
    expect(rows.map((row) => row.querySelector(".training__name")?.textContent)).toEqual([
      "Morning run",
      "Pool",
      "Long ride",
      "Park walk",
    ]);
    const figures = rows.map((row) => texts(row as HTMLElement, "dd"));
    expect(figures).toEqual([
      ["10.2 km", "51:45", "5:05 /km", "120 m"],
      // A pool's 0 m up is no figure worth showing.
      ["1.5 km", "30:15", "2:01 /100 m"],
      ["45.4 km", "1:36:00", "28.4 km/h"],
      ["4.0 km", "45:00", "11:15 /km", "15 m"],
    ]);
    expect(texts(rows[0] as HTMLElement, ".training__meta")).toEqual(["Run · Mar 5, 2025, 08:00"]);
    expect(texts(rows[1] as HTMLElement, ".training__meta")).toEqual(["Swim · Mar 3, 2025, 07:00"]);
    expect(texts(rows[2] as HTMLElement, "dt")).toEqual(["Distance", "Moving time", "Speed"]);
    expect(texts(rows[0] as HTMLElement, "dt")).toEqual([
      "Distance",
      "Moving time",
      "Pace",
      "Elevation gain",
    ]);
  });

  it("writes figures, units and sports in Russian", async () => {
    const { container } = await openPage({ "trainings.get": async () => connectedPage() }, "ru");
    expect(container.querySelector("h1")?.textContent).toBe("Тренировки");
    const rows = [...container.querySelectorAll('[data-testid="training"]')];
    expect(rows.map((row) => texts(row as HTMLElement, "dd"))).toEqual([
      ["10,2 км", "51:45", "5:05 /км", "120 м"],
      ["1,5 км", "30:15", "2:01 /100 м"],
      ["45,4 км", "1:36:00", "28,4 км/ч"],
      ["4,0 км", "45:00", "11:15 /км", "15 м"],
    ]);
    expect(texts(rows[0] as HTMLElement, ".training__meta")).toEqual(["Бег · 05.03.2025 08:00"]);
    expect(texts(rows[2] as HTMLElement, ".training__meta")).toEqual([
      "Велосипед · 23.02.2025 11:00",
    ]);
    expect(texts(container, '[data-testid="totals-30-days"] dd')).toEqual([
      "3",
      "57,1 км",
      "2:58:00",
    ]);
    expect(texts(container, ".tracker-card__facts li")).toEqual([
      "Подключён 01.03.2025",
      "Последняя синхронизация: 05.03.2025 09:30 по московскому времени",
    ]);
    expect(named(container, "Синхронизировать")).toBeDefined();
    expect(named(container, "Отключить Strava")).toBeDefined();
  });

  it("says there are no trainings yet when the tracker has brought none", async () => {
    const { container } = await openPage({ "trainings.get": async () => connectedPage([]) });
    expect(container.querySelector('[data-testid="trainings-empty"]')?.textContent).toContain(
      "No trainings yet.",
    );
    expect(container.querySelector('[data-testid="training"]')).toBeNull();
    expect(texts(container, '[data-testid="totals-week"] dd')).toEqual(["0", "0.0 km", "0:00"]);
  });

  it("syncs, keeps the answer and says how many trainings are new", async () => {
    const before = fourTrainings();
    const fresh = training({ name: "Evening run", startedAt: "2025-03-05T08:00:00.000Z" });
    const { container, calls } = await openPage({
      "trainings.get": async () => connectedPage(before),
      "trainings.sync": async () => connectedPage([fresh, ...before]),
    });
    await click(named(container, "Sync now"));
    expect(calls.map((c) => c.path)).toEqual(["trainings.get", "trainings.sync"]);
    expect(status(container)).toBe("Synced: 1 new training.");
    expect(container.querySelectorAll('[data-testid="training"]')).toHaveLength(5);
    expect(texts(container, '[data-testid="totals-week"] dd')[0]).toBe("3");
  });

  it("shows a refused sync translated, with no status", async () => {
    const { container } = await openPage({
      "trainings.get": async () => connectedPage(),
      "trainings.sync": async () => {
        throw new FakeAppError("BUSY", 503);
      },
    });
    await click(named(container, "Sync now"));
    expect(container.querySelector(".tracker-card [role='alert']")?.textContent).toContain(
      "heavy load",
    );
    expect(status(container)).toBe("");
  });
});

describe("disconnecting", () => {
  it("asks first, saying the trainings will be removed; Cancel keeps everything", async () => {
    const { container, calls } = await openPage({ "trainings.get": async () => connectedPage() });
    await click(named(container, "Disconnect Strava"));
    const question = container.querySelector('[role="group"]');
    expect(question?.textContent).toContain(
      "Disconnect Strava? The trainings brought from it will be removed from your account.",
    );
    expect(document.activeElement?.textContent).toBe("Cancel");
    expect(calls.map((c) => c.path)).toEqual(["trainings.get"]);
    await click(button(container, "Cancel"));
    expect(container.querySelector('[role="group"]')).toBeNull();
    expect(document.activeElement?.textContent?.replace(/\s+/g, " ")).toBe("Disconnect Strava");
    expect(calls.map((c) => c.path)).toEqual(["trainings.get"]);
  });

  it("on Yes forgets the tracker and its trainings, and offers the choice again", async () => {
    const answer: Trainings = NOT_CONNECTED;
    const { container, calls } = await openPage({
      "trainings.get": async () => connectedPage(),
      "trainings.disconnect": async () => answer,
    });
    await click(named(container, "Disconnect Strava"));
    await click(button(container, "Yes, disconnect"));
    expect(calls.map((c) => c.path)).toEqual(["trainings.get", "trainings.disconnect"]);
    expect(container.querySelector(".tracker-card")).toBeNull();
    expect(container.querySelector('[data-testid="training"]')).toBeNull();
    expect(container.querySelectorAll(".tracker-option")).toHaveLength(5);
    expect(document.activeElement?.id).toBe("tracker-choice-title");
    expect(status(container)).toBe(
      "Strava is disconnected; the trainings brought from it have been removed.",
    );
  });
});
