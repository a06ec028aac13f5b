// @vitest-environment happy-dom
import type { EventPage } from "@reg/domain";
import type { Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { eventPageOf, FAR_AHEAD, LONG_AGO, mountScreen } from "../events/events-testing";
import { EventPageLayout } from "./event-page-layout";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

/** The page's hero for `event`, as the layout shows it once events.page has answered. */
async function hero(event: EventPage, locale: "en" | "ru" = "en") {
  mounted = await mountScreen(EventPageLayout, {
    route: "/event/$code",
    path: `/event/${event.code}`,
    locale,
    answers: { "events.page": async () => event },
  });
  const header = mounted.container.querySelector("header");
  if (!header) throw new Error("no hero");
  return header;
}

const chips = (header: HTMLElement) =>
  [...header.querySelectorAll(".page-hero__tags .chip")].map((chip) => chip.textContent);

describe("the event page's hero", () => {
  it("invites friends to a coming event", async () => {
    const header = await hero(eventPageOf({ ...FAR_AHEAD, qualifiesForTaxDeduction: true }));
    expect(chips(header)).toEqual(["Running"]);
    expect(header.querySelector(".page-hero__actions > button")?.textContent).toBe(
      "Invite friends",
    );
    expect(header.textContent).toContain("Participation qualifies for the tax deduction");
  });

  it.each([
    ["en", "Finished", "Results"],
    ["ru", "Завершено", "Результаты"],
  ] as const)(
    "says a past event is over in %s and offers its published results instead of the invite",
    async (locale, finished, results) => {
      const header = await hero(eventPageOf({ ...LONG_AGO, resultsState: "published" }), locale);
      expect(chips(header)).toContain(finished);
      const actions = header.querySelector(".page-hero__actions");
      expect(actions?.textContent).toBe(results);
      expect(actions?.querySelector("a")?.getAttribute("href")).toBe("/results/kazan-marathon");
      expect(header.querySelector("button")).toBeNull();
    },
  );

  it("offers no invite and no results link while a past event's results are pending", async () => {
    const header = await hero(
      eventPageOf({ ...LONG_AGO, resultsState: "pending", qualifiesForTaxDeduction: true }),
    );
    expect(chips(header)).toContain("Finished");
    expect(header.querySelector(".page-hero__actions")).toBeNull();
    expect(header.textContent).toContain("Participants can claim the tax deduction");
    expect(header.textContent).not.toContain("Participation qualifies");
  });
});
