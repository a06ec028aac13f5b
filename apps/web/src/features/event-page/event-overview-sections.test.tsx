// @vitest-environment happy-dom
import type { Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { mountScreen } from "../events/events-testing";
import { OrganizerSection, StartPackSection } from "./event-overview";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const startPack = {
  place: "Kazan Expo",
  address: "1 Vystavochnaya St",
  windows: [{ startsAt: "2026-10-29T09:00:00Z", endsAt: "2026-10-29T17:00:00Z" }],
  note: "",
};

async function section(fastIdentification: boolean, locale: "en" | "ru" = "en") {
  mounted = await mountScreen(
    () => <StartPackSection startPack={startPack} fastIdentification={fastIdentification} />,
    { route: "/event/$code", path: "/event/kazan-marathon", locale },
  );
  return mounted.container.textContent ?? "";
}

describe("the event page's start pack", () => {
  it("tells of fast identification at the pickup when the event has it (SPEC §3)", async () => {
    expect(await section(true)).toContain(
      "Fast identificationA fast lane at the pickup for those who show the QR code",
    );
    mounted?.unmount();
    expect(await section(true, "ru")).toContain("Быстрая идентификация");
  });

  it("says nothing of it when the event has none", async () => {
    const text = await section(false);
    expect(text).toContain("Kazan Expo");
    expect(text).not.toContain("Fast identification");
  });
});

describe("the event page's organizer", () => {
  it("names a company or an entrepreneur by its legal name, not a person's first name", async () => {
    const beneficiary = {
      name: "АНО «Беговое сообщество»",
      inn: "7703456789",
      ogrnip: null,
      address: "123100, Москва, Пресненская наб., 12",
    };
    for (const [locale, label] of [
      ["en", "Legal name"],
      ["ru", "Наименование"],
    ] as const) {
      mounted = await mountScreen(() => <OrganizerSection beneficiary={beneficiary} />, {
        route: "/event/$code",
        path: "/event/kazan-marathon",
        locale,
      });
      const terms = [...mounted.container.querySelectorAll("dt")].map((dt) => dt.textContent);
      expect(terms[0]).toBe(label);
      mounted.unmount();
      mounted = undefined;
    }
  });
});
