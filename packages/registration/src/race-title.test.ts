import { activateLocale, i18n } from "@reg/i18n";
import { describe, expect, it } from "vitest";
import { testInit } from "./testing/fake-registration";
import { raceTitle } from "./race-title";

const titled = (name: string, value: number, unit: "km" | "m" = "km") =>
  raceTitle(
    { event: testInit.event, race: { ...testInit.race, name, distance: { value, unit } } },
    i18n,
  );

describe("raceTitle", () => {
  it("does not repeat a distance the race's name already says", () => {
    activateLocale("ru");
    expect(titled("5 км", 5)).toBe(`${testInit.event.name} · 5 км`);
    expect(titled("Полумарафон 21,1 км", 21.1)).toBe(
      `${testInit.event.name} · Полумарафон 21,1 км`,
    );
    activateLocale("en");
    expect(titled("10 km", 10)).toBe(`${testInit.event.name} · 10 km`);
    expect(titled("Swim 800m", 800, "m")).toBe(`${testInit.event.name} · Swim 800m`);
  });

  it("adds the distance when the name does not say it (or says another)", () => {
    activateLocale("en");
    expect(titled("Marathon", 42.195)).toBe(`${testInit.event.name} · Marathon · 42.195 km`);
    expect(titled("15 km", 5)).toBe(`${testInit.event.name} · 15 km · 5 km`);
    expect(titled("5 km", 5, "m")).toBe(`${testInit.event.name} · 5 km · 5 m`);
  });
});
