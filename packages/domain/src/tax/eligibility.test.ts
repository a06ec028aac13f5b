import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../errors/invalid-input-error";
import {
  anniversary,
  computeTaxPreview,
  type EligibilityInput,
  isUnder18On,
  type PersonServed,
  TAX_EXCLUSION_REASONS,
} from "./eligibility";
import {
  day,
  entry,
  line,
  listedClub,
  payment,
  soleTrader,
  unlistedOrganizer,
  unplannedEvent,
} from "./tax-fixtures";

const me: PersonServed = { personId: "me", relation: "self", birthDate: day("1985-06-01") };
const kid: PersonServed = { personId: "kid", relation: "child", birthDate: day("2012-09-10") };

function input(overrides: Partial<EligibilityInput>): EligibilityInput {
  return {
    year: 2024,
    taxpayerId: "me",
    payerIds: ["me"],
    personsServed: [me],
    payments: [],
    ...overrides,
  };
}

describe("age on the race day", () => {
  it("is under 18 up to the eve of the eighteenth birthday", () => {
    const born = day("2006-05-12");
    expect(isUnder18On(born, day("2024-05-11"))).toBe(true);
    expect(isUnder18On(born, day("2024-05-12"))).toBe(false);
    expect(isUnder18On(born, day("2024-12-31"))).toBe(false);
  });

  it("takes 28 February for a 29 February birthday in a common year", () => {
    expect(anniversary(day("2008-02-29"), 18)).toEqual(day("2026-02-28"));
    expect(isUnder18On(day("2008-02-29"), day("2026-02-27"))).toBe(true);
    expect(isUnder18On(day("2008-02-29"), day("2026-02-28"))).toBe(false);
    expect(anniversary(day("2008-02-29"), 16)).toEqual(day("2024-02-29"));
  });
});

describe("computeTaxPreview", () => {
  it("keeps only the entry fee: insurance, goods, services and commission are excluded", () => {
    const preview = computeTaxPreview(
      input({
        payments: [
          payment("pay-1", "me", [
            entry("reg-1", "me", [
              line("fee", "entryFee", 250_000),
              line("ins", "insurance", 30_000),
              line("tee", "goods", 150_000),
              line("photo", "services", 50_000),
              line("com", "commission", 12_500),
            ]),
          ]),
        ],
      }),
    );
    expect(preview.groups).toHaveLength(1);
    expect(preview.groups[0]?.items.map((i) => i.lineId)).toEqual(["fee"]);
    expect(preview.groups[0]?.totalKopecks).toBe(250_000);
    expect(preview.totalKopecks).toBe(250_000);
    expect(preview.excluded.map((e) => [e.lineId, e.reasons])).toEqual([
      ["com", ["notEntryFee"]],
      ["ins", ["notEntryFee"]],
      ["photo", ["notEntryFee"]],
      ["tee", ["notEntryFee"]],
    ]);
    expect(preview.taxpayerPaidInYear).toBe(true);
  });

  it("groups per organizer and person served: three organizers, three groups", () => {
    const preview = computeTaxPreview(
      input({
        personsServed: [me],
        payments: [
          payment("p1", "me", [entry("r1", "me", [line("l1", "entryFee", 100_000)])]),
          payment("p2", "me", [entry("r2", "me", [line("l2", "entryFee", 200_000)])], {
            organizer: soleTrader,
          }),
          payment("p3", "me", [entry("r3", "me", [line("l3", "entryFee", 50_050)])], {
            paidOn: "2024-09-01",
          }),
          payment("p4", "me", [entry("r4", "me", [line("l4", "entryFee", 70_000)])], {
            organizer: { ...soleTrader, id: "org-3", name: "Аква клуб" },
          }),
        ],
      }),
    );
    expect(preview.groups.map((g) => [g.organizer.name, g.totalKopecks])).toEqual([
      ["Аква клуб", 70_000],
      ["Беговой клуб", 150_050],
      ["ИП Иванов", 200_000],
    ]);
    expect(preview.groups[1]?.items.map((i) => i.lineId)).toEqual(["l1", "l3"]);
    expect(preview.totalKopecks).toBe(420_050);
  });

  it("excludes an organizer not on the list for the payment's year, and an event outside a calendar plan", () => {
    const preview = computeTaxPreview(
      input({
        payments: [
          payment("p1", "me", [entry("r1", "me", [line("l1", "entryFee", 100_000)])], {
            organizer: unlistedOrganizer,
          }),
          payment("p2", "me", [
            entry("r2", "me", [line("l2", "entryFee", 100_000)], { event: unplannedEvent }),
          ]),
        ],
      }),
    );
    expect(preview.groups).toEqual([]);
    expect(preview.excluded.map((e) => [e.lineId, e.reasons])).toEqual([
      ["l1", ["organizerNotListed"]],
      ["l2", ["notInCalendarPlan"]],
    ]);
  });

  it("takes the list year from the payment day, not the race day", () => {
    const onList2023Only = { ...listedClub, listedYears: [2023] };
    const preview = computeTaxPreview(
      input({
        year: 2023,
        payments: [
          payment(
            "p1",
            "me",
            [entry("r1", "me", [line("l1", "entryFee", 100_000)], { raceDate: "2024-02-01" })],
            {
              organizer: onList2023Only,
              paidOn: "2023-12-20",
            },
          ),
        ],
      }),
    );
    expect(preview.groups[0]?.totalKopecks).toBe(100_000);
  });

  it("leaves out payments of other years altogether", () => {
    const preview = computeTaxPreview(
      input({
        payments: [
          payment("p1", "me", [entry("r1", "me", [line("l1", "entryFee", 100_000)])], {
            paidOn: "2023-12-31",
          }),
          payment("p2", "me", [entry("r2", "me", [line("l2", "entryFee", 100_000)])], {
            paidOn: "2025-01-01",
          }),
        ],
      }),
    );
    expect(preview.groups).toEqual([]);
    expect(preview.excluded).toEqual([]);
    expect(preview.taxpayerPaidInYear).toBe(false);
  });

  it("nets refunds: the refunded part is its own excluded item", () => {
    const preview = computeTaxPreview(
      input({
        payments: [
          payment("p1", "me", [
            entry("r1", "me", [line("part", "entryFee", 300_000, 100_000)]),
            entry("r2", "me", [line("all", "entryFee", 200_000, 200_000)]),
            entry("r3", "me", [line("ins", "insurance", 30_000, 10_000)]),
          ]),
        ],
      }),
    );
    expect(preview.groups[0]?.totalKopecks).toBe(200_000);
    expect(preview.excluded.map((e) => [e.lineId, e.amountKopecks, e.reasons])).toEqual([
      ["part", 100_000, ["refunded"]],
      ["all", 200_000, ["refunded"]],
      ["ins", 20_000, ["notEntryFee"]],
      ["ins", 10_000, ["refunded"]],
    ]);
    expect(preview.taxpayerPaidInYear).toBe(true);
  });

  it("excludes a served person's entry someone else paid, and names every reason", () => {
    const preview = computeTaxPreview(
      input({
        payments: [
          payment("p1", "grandma", [entry("r1", "me", [line("l1", "entryFee", 100_000)])]),
          payment("p2", "grandma", [entry("r2", "me", [line("l2", "goods", 10_000)])], {
            organizer: unlistedOrganizer,
          }),
        ],
      }),
    );
    expect(preview.groups).toEqual([]);
    expect(preview.excluded.map((e) => e.reasons)).toEqual([
      ["paidBySomeoneElse"],
      ["paidBySomeoneElse", "notEntryFee", "organizerNotListed"],
    ]);
    expect(preview.taxpayerPaidInYear).toBe(false);
  });

  it("shows what the taxpayer paid for others as someone else's entry, and ignores others' payments for others", () => {
    const preview = computeTaxPreview(
      input({
        payments: [
          payment("p1", "me", [
            entry("r1", "me", [line("mine", "entryFee", 100_000)]),
            entry("r2", "friend", [line("friends", "entryFee", 100_000)]),
          ]),
          payment("p2", "stranger", [
            entry("r3", "stranger", [line("theirs", "entryFee", 100_000)]),
          ]),
        ],
      }),
    );
    expect(preview.groups.map((g) => g.items.map((i) => i.lineId))).toEqual([["mine"]]);
    expect(preview.excluded.map((e) => [e.lineId, e.reasons])).toEqual([
      ["friends", ["otherParticipant"]],
    ]);
  });

  it("counts a child under 18 on the race day and excludes one who turned 18 before it", () => {
    const turning18 = {
      personId: "teen",
      relation: "child",
      birthDate: day("2006-05-12"),
    } as const;
    const preview = computeTaxPreview(
      input({
        personsServed: [kid, turning18],
        payments: [
          payment("p1", "me", [
            entry("r1", "kid", [line("kid-fee", "entryFee", 80_000)]),
            entry("r2", "teen", [line("teen-before", "entryFee", 80_000)], {
              raceDate: "2024-05-11",
            }),
            entry("r3", "teen", [line("teen-on", "entryFee", 80_000)], { raceDate: "2024-05-12" }),
            entry("r4", "me", [line("mine", "entryFee", 80_000)]),
          ]),
        ],
      }),
    );
    expect(
      preview.groups.map((g) => [g.personServed.personId, g.items.map((i) => i.lineId)]),
    ).toEqual([
      ["kid", ["kid-fee"]],
      ["teen", ["teen-before"]],
    ]);
    expect(preview.excluded.map((e) => [e.lineId, e.reasons])).toEqual([
      ["teen-on", ["childOver18"]],
      ["mine", ["otherParticipant"]],
    ]);
  });

  it("counts the spouse's payments when the couple declared the marriage", () => {
    const preview = computeTaxPreview(
      input({
        taxpayerId: "spouse",
        payerIds: ["spouse", "me"],
        personsServed: [kid],
        payments: [payment("p1", "me", [entry("r1", "kid", [line("l1", "entryFee", 90_000)])])],
      }),
    );
    expect(preview.groups[0]?.totalKopecks).toBe(90_000);
    expect(preview.taxpayerId).toBe("spouse");
  });

  it("lists the reasons in the documented order", () => {
    expect(TAX_EXCLUSION_REASONS).toEqual([
      "otherParticipant",
      "paidBySomeoneElse",
      "notEntryFee",
      "organizerNotListed",
      "notInCalendarPlan",
      "childOver18",
      "refunded",
    ]);
  });

  it("refuses data that cannot be", () => {
    const bad = (lines: Parameters<typeof entry>[2]): EligibilityInput =>
      input({ payments: [payment("p", "me", [entry("r", "me", lines)])] });
    expect(() => computeTaxPreview(bad([line("l", "entryFee", 100.5)]))).toThrow(InvalidInputError);
    expect(() => computeTaxPreview(bad([line("l", "entryFee", -1)]))).toThrow(InvalidInputError);
    expect(() => computeTaxPreview(bad([line("l", "entryFee", 100, 101)]))).toThrow(
      InvalidInputError,
    );
    expect(() =>
      computeTaxPreview(input({ personsServed: [{ ...me, personId: "other" }] })),
    ).toThrow(InvalidInputError);
    expect(() => computeTaxPreview(input({ personsServed: [{ ...kid, personId: "me" }] }))).toThrow(
      InvalidInputError,
    );
    expect(() =>
      computeTaxPreview(input({ personsServed: [{ ...kid, birthDate: day("2012-02-30") }] })),
    ).toThrow(InvalidInputError);
  });
});
