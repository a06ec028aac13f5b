import { describe, expect, it } from "vitest";
import {
  isValidKpp,
  isValidLegalEntityInn,
  isValidOgrn,
  isValidOgrnip,
  isValidPersonInn,
} from "@reg/domain";
import { EVENT_SEEDS } from "./all-events";
import {
  ORGANIZER_SEEDS,
  PAST_EVENT_SEEDS,
  PAST_ORDER_SEEDS,
  TAX_PEOPLE,
  listedYears,
  taxOfEvent,
} from "./tax-data";

describe("the seed's tax data", () => {
  it.each(ORGANIZER_SEEDS)("$code has identifiers with right check digits", (o) => {
    if (o.kind === "legalEntity") {
      expect(isValidLegalEntityInn(o.inn)).toBe(true);
      expect(o.kpp !== null && isValidKpp(o.kpp)).toBe(true);
      expect(o.ogrn !== null && isValidOgrn(o.ogrn)).toBe(true);
      expect(o.ogrnip).toBeNull();
    } else {
      expect(isValidPersonInn(o.inn)).toBe(true);
      expect(o.kpp).toBeNull();
      expect(o.ogrn).toBeNull();
      expect(o.ogrnip !== null && isValidOgrnip(o.ogrnip)).toBe(true);
    }
  });

  it("has organizers on and off the 2024 list, legal entities and a sole trader", () => {
    const on2024 = ORGANIZER_SEEDS.filter((o) => listedYears(o.listedFrom, 2026).includes(2024));
    expect(on2024.length).toBeGreaterThanOrEqual(2);
    expect(on2024.some((o) => o.kind === "soleTrader")).toBe(true);
    expect(ORGANIZER_SEEDS.filter((o) => !on2024.includes(o)).length).toBeGreaterThanOrEqual(1);
    expect(listedYears(2025, 2026)).toEqual([2025, 2026, 2027]);
    expect(listedYears(null, 2026)).toEqual([]);
  });

  it("links every seeded event to a known organizer or none, in and out of calendar plans", () => {
    const codes = new Set(ORGANIZER_SEEDS.map((o) => o.code));
    const taxes = EVENT_SEEDS.map(taxOfEvent);
    for (const t of taxes) if (t.organizer !== null) expect(codes.has(t.organizer)).toBe(true);
    expect(taxes.some((t) => t.inCalendarPlan)).toBe(true);
    expect(taxes.some((t) => !t.inCalendarPlan && t.organizer !== null)).toBe(true);
    for (const e of PAST_EVENT_SEEDS) expect(codes.has(e.organizer)).toBe(true);
  });

  it("orders only past 2024 events of the seed, for the demo family", () => {
    const events = new Set(PAST_EVENT_SEEDS.map((e) => e.code));
    const people = new Set(TAX_PEOPLE.map((p) => p.key));
    for (const o of PAST_ORDER_SEEDS) {
      expect(events.has(o.event)).toBe(true);
      expect(people.has(o.runner) && people.has(o.payer)).toBe(true);
      expect(o.paidAt.startsWith("2024-")).toBe(true);
    }
  });
});
