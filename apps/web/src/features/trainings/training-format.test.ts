import { i18n, activateLocale } from "@reg/i18n";
import { describe, expect, it } from "vitest";
import { kilometresLabel, metresLabel, paceLabel } from "./training-format";

describe("a training's figures", () => {
  it("write pace, speed and distance with English units", () => {
    activateLocale("en");
    expect(paceLabel({ kind: "perKm", seconds: 305 }, i18n)).toBe("5:05 /km");
    expect(paceLabel({ kind: "per100m", seconds: 121 }, i18n)).toBe("2:01 /100 m");
    expect(paceLabel({ kind: "kmPerHour", value: 28.4 }, i18n)).toBe("28.4 km/h");
    expect(paceLabel({ kind: "kmPerHour", value: 30 }, i18n)).toBe("30.0 km/h");
    expect(kilometresLabel(42_195, i18n)).toBe("42.2 km");
    expect(kilometresLabel(1_234_500, i18n)).toBe("1,234.5 km");
    expect(metresLabel(1_250, i18n)).toBe("1,250 m");
  });

  it("write them with Russian units and a decimal comma", () => {
    activateLocale("ru");
    expect(paceLabel({ kind: "perKm", seconds: 3_725 }, i18n)).toBe("1:02:05 /км");
    expect(paceLabel({ kind: "per100m", seconds: 121 }, i18n)).toBe("2:01 /100 м");
    expect(paceLabel({ kind: "kmPerHour", value: 28.4 }, i18n)).toBe("28,4 км/ч");
    expect(kilometresLabel(42_195, i18n)).toBe("42,2 км");
    // Intl groups Russian thousands with a no-break space.
    expect(kilometresLabel(1_234_500, i18n)).toBe("1\u00a0234,5 км");
    expect(metresLabel(120, i18n)).toBe("120 м");
  });
});
