import { describe, expect, it } from "vitest";
import { citiesOf, REGION_CODES, REGIONS, regionCodeSchema, regionOfCity } from "./regions";

describe("regions", () => {
  it("finds a city's region by its name in either language, any case", () => {
    expect(regionOfCity("Москва")).toBe("RU-MOW");
    expect(regionOfCity("podolsk")).toBe("RU-MOS");
    expect(regionOfCity("Kazan")).toBe("RU-TA");
    expect(regionOfCity("Онлайн")).toBeUndefined();
  });

  it("names every city in one region only", () => {
    const all = citiesOf(undefined).map((city) => city.ru);
    expect(new Set(all).size).toBe(all.length);
    expect(citiesOf("RU-SPE").map((city) => city.en)).toContain("Kronstadt");
  });

  it("takes only the listed codes", () => {
    expect(REGION_CODES.every((code) => regionCodeSchema.safeParse(code).success)).toBe(true);
    expect(REGIONS["RU-TA"].ru).toBe("Республика Татарстан");
    for (const bad of ["ru-mow", "RU-XXX", "", 77, null, "RU-MOW' or 1=1"])
      expect(regionCodeSchema.safeParse(bad).success).toBe(false);
  });
});
