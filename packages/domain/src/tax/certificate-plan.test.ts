import { describe, expect, it } from "vitest";
import { type CertificatePlan, type IssuedCertificate, planCertificates } from "./certificate-plan";
import { computeTaxPreview, type PersonServed, type TaxPayment } from "./eligibility";
import { day, entry, line, payment, soleTrader, unplannedEvent } from "./tax-fixtures";

const me: PersonServed = { personId: "me", relation: "self", birthDate: day("1985-06-01") };
const kid: PersonServed = { personId: "kid", relation: "child", birthDate: day("2012-09-10") };

const twoOrganizers: TaxPayment[] = [
  payment("p1", "me", [entry("r1", "me", [line("l1", "entryFee", 100_000)])]),
  payment("p2", "me", [entry("r2", "me", [line("l2", "entryFee", 200_000)])], {
    organizer: soleTrader,
  }),
];

function previewFor(
  payments: readonly TaxPayment[],
  served: readonly PersonServed[] = [me],
  taxpayerId = "me",
) {
  return computeTaxPreview({
    year: 2024,
    taxpayerId,
    payerIds: taxpayerId === "me" ? ["me"] : [taxpayerId, "me"],
    personsServed: served,
    payments,
  });
}

function certificate(overrides: Partial<IssuedCertificate>): IssuedCertificate {
  return {
    id: "c1",
    year: 2024,
    organizerId: "org-club",
    number: 1,
    correction: 0,
    taxpayerId: "me",
    personServedId: "me",
    amountKopecks: 100_000,
    lineIds: ["l1"],
    state: "issued",
    ...overrides,
  };
}

const codeOf = (plan: CertificatePlan): string =>
  plan.kind === "rejected" ? plan.code : "accepted";

describe("planCertificates", () => {
  it("issues one certificate per organizer", () => {
    const plan = planCertificates(previewFor(twoOrganizers), "MY_SELF", []);
    expect(plan.kind).toBe("accepted");
    if (plan.kind !== "accepted") return;
    expect(plan.toIssue.map((g) => [g.organizer.id, g.totalKopecks])).toEqual([
      ["org-club", 100_000],
      ["org-ip", 200_000],
    ]);
    expect(plan.toCorrect).toEqual([]);
    expect(plan.unchanged).toEqual([]);
  });

  it("MYSELF_DONT_BUY_SLOTS: the taxpayer's side paid nothing in the year, for either beneficiary", () => {
    const paidByOthers = [payment("p", "grandma", [entry("r", "me", [line("l", "entryFee", 1)])])];
    expect(codeOf(planCertificates(previewFor([]), "MY_SELF", []))).toBe("MYSELF_DONT_BUY_SLOTS");
    expect(codeOf(planCertificates(previewFor(paidByOthers), "MY_SELF", []))).toBe(
      "MYSELF_DONT_BUY_SLOTS",
    );
    expect(codeOf(planCertificates(previewFor([], [kid]), "KIDS", []))).toBe(
      "MYSELF_DONT_BUY_SLOTS",
    );
  });

  it("MYSELF_DONT_EXIST_SLOTS: paid, but nothing qualifies with the taxpayer as participant", () => {
    const forAFriend = [payment("p", "me", [entry("r", "friend", [line("l", "entryFee", 1)])])];
    const notPlanned = [
      payment("p", "me", [entry("r", "me", [line("l", "entryFee", 1)], { event: unplannedEvent })]),
    ];
    const refunded = [payment("p", "me", [entry("r", "me", [line("l", "entryFee", 5, 5)])])];
    for (const payments of [forAFriend, notPlanned, refunded]) {
      const preview = previewFor(payments);
      expect(codeOf(planCertificates(preview, "MY_SELF", []))).toBe("MYSELF_DONT_EXIST_SLOTS");
      expect(preview.excluded.length).toBeGreaterThan(0);
    }
  });

  it("NO_CHILDREN_SLOTS: paid, but no child under 18 on the race day qualifies", () => {
    const grown = { ...kid, birthDate: day("2005-01-01") };
    const payments = [payment("p", "me", [entry("r", "kid", [line("l", "entryFee", 1)])])];
    expect(codeOf(planCertificates(previewFor(payments, [grown]), "KIDS", []))).toBe(
      "NO_CHILDREN_SLOTS",
    );
    expect(codeOf(planCertificates(previewFor(payments, []), "KIDS", []))).toBe(
      "NO_CHILDREN_SLOTS",
    );
  });

  it("ALREADY_SUBMITTED_MYSELF: every group certified as it stands", () => {
    const issued = [
      certificate({}),
      certificate({ id: "c2", organizerId: "org-ip", amountKopecks: 200_000, lineIds: ["l2"] }),
    ];
    const plan = planCertificates(previewFor(twoOrganizers), "MY_SELF", issued);
    expect(plan).toEqual({
      kind: "rejected",
      code: "ALREADY_SUBMITTED_MYSELF",
      certificates: issued,
    });
  });

  it("ALREADY_SUBMITTED_CHILDREN: the same for children", () => {
    const payments = [payment("p", "me", [entry("r", "kid", [line("l", "entryFee", 5_000)])])];
    const issued = [certificate({ personServedId: "kid", amountKopecks: 5_000, lineIds: ["l"] })];
    expect(codeOf(planCertificates(previewFor(payments, [kid]), "KIDS", issued))).toBe(
      "ALREADY_SUBMITTED_CHILDREN",
    );
  });

  it("issues only what is new beside certificates that stand", () => {
    const plan = planCertificates(previewFor(twoOrganizers), "MY_SELF", [certificate({})]);
    expect(plan.kind === "accepted" && plan.toIssue.map((g) => g.organizer.id)).toEqual(["org-ip"]);
    expect(plan.kind === "accepted" && plan.unchanged.map((u) => u.certificate.id)).toEqual(["c1"]);
  });

  it("corrects a certificate whose amount or lines changed, or that a refund marked", () => {
    for (const stale of [
      certificate({ amountKopecks: 150_000 }),
      certificate({ lineIds: ["l1", "l0"] }),
      certificate({ state: "needsCorrection" }),
    ]) {
      const plan = planCertificates(previewFor(twoOrganizers.slice(0, 1)), "MY_SELF", [stale]);
      expect(plan.kind === "accepted" && plan.toCorrect.map((c) => c.certificate.id)).toEqual([
        "c1",
      ]);
    }
  });

  it("ALREADY_SUBMITTED_SELECTED_PAYER: a qualifying line is certified to the other spouse", () => {
    const payments = [payment("p", "me", [entry("r", "kid", [line("l", "entryFee", 5_000)])])];
    const toOther = certificate({ taxpayerId: "me", personServedId: "kid", lineIds: ["l"] });
    const plan = planCertificates(previewFor(payments, [kid], "spouse"), "KIDS", [toOther]);
    expect(plan).toEqual({
      kind: "rejected",
      code: "ALREADY_SUBMITTED_SELECTED_PAYER",
      certificates: [toOther],
    });
  });

  it("ignores other years' certificates and the other spouse's certificates of other lines", () => {
    const payments = [payment("p", "me", [entry("r", "kid", [line("l", "entryFee", 5_000)])])];
    const issued = [
      certificate({ year: 2023, taxpayerId: "spouse", personServedId: "kid", lineIds: ["l"] }),
      certificate({ id: "c9", taxpayerId: "spouse", personServedId: "kid", lineIds: ["other"] }),
    ];
    expect(codeOf(planCertificates(previewFor(payments, [kid]), "KIDS", issued))).toBe("accepted");
  });
});
