import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../errors/invalid-input-error";
import { buildTaxCertificate, type CertificateInput } from "./certificate";
import { planCertificates } from "./certificate-plan";
import type { CertificatePerson } from "./certificate-person";
import { computeTaxPreview, type QualifyingGroup } from "./eligibility";
import { certificateParties } from "./parties";
import type { TaxDeductionRequest } from "./tax-deduction";
import { day, entry, line, listedClub, payment, soleTrader } from "./tax-fixtures";

const adult = (lastName: string, inn: string | null): CertificatePerson => ({
  lastName,
  firstName: "Анна",
  middleName: null,
  birthDate: day("1985-06-01"),
  inn,
  document: inn ? null : { code: "21", number: "4506123456", issuedOn: day("2005-07-01") },
});
const child: CertificatePerson = {
  lastName: "Петров",
  firstName: "Иван",
  middleName: "Сергеевич",
  birthDate: day("2012-09-10"),
  inn: null,
  document: { code: "03", number: "IV-МЮ 123456", issuedOn: day("2012-09-20") },
};
const people: Record<string, CertificatePerson> = {
  me: adult("Петрова", "500100732259"),
  spouse: adult("Петров", null),
  kid: child,
};

/** The year's payments of the family: the requester pays for all, one insurance and a commission. */
const payments = [
  payment("p1", "me", [
    entry("r-me", "me", [line("me-fee", "entryFee", 250_000), line("me-ins", "insurance", 30_000)]),
    entry("r-kid", "kid", [line("kid-fee", "entryFee", 80_050)]),
    entry("r-spouse", "spouse", [line("spouse-fee", "entryFee", 12_345_678)]),
  ]),
  payment(
    "p2",
    "me",
    [
      entry("r-me2", "me", [
        line("me-fee2", "entryFee", 100_000),
        line("com", "commission", 5_000),
      ]),
    ],
    {
      organizer: soleTrader,
    },
  ),
];

function certificatesFor(request: Pick<TaxDeductionRequest, "payer" | "beneficiary">) {
  const parties = certificateParties(
    request,
    { personId: "me", birthDate: people.me?.birthDate ?? day("1985-06-01") },
    request.payer === "SPOUSE" ? { personId: "spouse", birthDate: day("1985-06-01") } : null,
    request.beneficiary === "KIDS" ? [{ personId: "kid", birthDate: child.birthDate }] : [],
  );
  const preview = computeTaxPreview({ year: 2024, ...parties, payments });
  const plan = planCertificates(preview, request.beneficiary, []);
  if (plan.kind !== "accepted") throw new Error(`rejected: ${plan.code}`);
  return plan.toIssue.map((group, i) =>
    buildTaxCertificate({
      number: i + 1,
      correction: 0,
      year: 2024,
      issuedOn: day("2025-02-10"),
      group,
      taxpayerId: parties.taxpayerId,
      taxpayer: people[parties.taxpayerId] ?? child,
      personServed: people[group.personServed.personId] ?? child,
      signatory: { fullName: "Сидоров С. С.", position: "Директор" },
    }),
  );
}

describe("the four fixtures", () => {
  it("self / self: flag 1, one form page per organizer, insurance and commission left out", () => {
    const certificates = certificatesFor({ payer: "MY_SELF", beneficiary: "MY_SELF" });
    expect(
      certificates.map((c) => [c.organizer.name, c.samePerson, c.formPages, c.amount]),
    ).toEqual([
      ["Беговой клуб", "1", 1, "2 500,00"],
      ["ИП Иванов", "1", 1, "1 000,00"],
    ]);
    expect(certificates[0]?.personServed).toBeNull();
    expect(certificates[0]?.organizer).toEqual({
      name: "Беговой клуб",
      inn: "7707083893",
      kpp: "773601001",
    });
    expect(certificates[1]?.organizer.kpp).toBeNull();
    expect(certificates[0]?.taxpayer.inn).toBe("500100732259");
    expect(certificates[0]?.taxpayer.document).toBeNull();
  });

  it("self / child: flag 0, a second page with the child's birth certificate", () => {
    const [certificate] = certificatesFor({ payer: "MY_SELF", beneficiary: "KIDS" });
    expect(certificate?.samePerson).toBe("0");
    expect(certificate?.formPages).toBe(2);
    expect(certificate?.amount).toBe("800,50");
    expect(certificate?.personServed).toEqual({
      lastName: "Петров",
      firstName: "Иван",
      middleName: "Сергеевич",
      birthDate: "10.09.2012",
      inn: null,
      document: { code: "03", number: "IV-МЮ 123456", issuedOn: "20.09.2012" },
    });
  });

  it("spouse / self: the spouse's own race, flag 1, named by their passport", () => {
    const certificates = certificatesFor({ payer: "SPOUSE", beneficiary: "MY_SELF" });
    expect(certificates).toHaveLength(1);
    expect(certificates[0]?.samePerson).toBe("1");
    expect(certificates[0]?.amount).toBe("123 456,78");
    expect(certificates[0]?.taxpayer.lastName).toBe("Петров");
    expect(certificates[0]?.taxpayer.document).toEqual({
      code: "21",
      number: "45 06 123456",
      issuedOn: "01.07.2005",
    });
  });

  it("spouse / child: the spouse as taxpayer, flag 0, two pages", () => {
    const [certificate] = certificatesFor({ payer: "SPOUSE", beneficiary: "KIDS" });
    expect([
      certificate?.taxpayer.lastName,
      certificate?.samePerson,
      certificate?.formPages,
    ]).toEqual(["Петров", "0", 2]);
  });
});

describe("buildTaxCertificate", () => {
  const group = (): QualifyingGroup => {
    const preview = computeTaxPreview({
      year: 2024,
      taxpayerId: "me",
      payerIds: ["me"],
      personsServed: [{ personId: "me", relation: "self", birthDate: day("1985-06-01") }],
      payments: [
        payment(
          "p1",
          "me",
          [entry("r1", "me", [line("l1", "entryFee", 150_050)], { raceDate: "2024-05-12" })],
          {
            paidOn: "2024-03-02",
          },
        ),
      ],
    });
    const first = preview.groups[0];
    if (!first) throw new Error("no group");
    return first;
  };
  const input = (overrides: Partial<CertificateInput> = {}): CertificateInput => ({
    number: 7,
    correction: 1,
    year: 2024,
    issuedOn: day("2025-02-10"),
    group: group(),
    taxpayerId: "me",
    taxpayer: adult("Петрова", "500100732259"),
    personServed: adult("Петрова", "500100732259"),
    signatory: { fullName: "Сидоров С. С.", position: null },
    ...overrides,
  });

  it("formats the numbers, the dates and the annex", () => {
    const certificate = buildTaxCertificate(input());
    expect(certificate).toMatchObject({
      title: "Справка об оплате физкультурно-оздоровительных услуг",
      number: "7",
      correction: "001",
      year: "2024",
      issuedOn: "10.02.2025",
      amount: "1 500,50",
      amountKopecks: 150_050,
      annex: {
        lines: [
          {
            event: "Весенний забег",
            race: "10 км",
            raceDate: "12.05.2024",
            paidOn: "02.03.2024",
            amount: "1 500,50",
          },
        ],
        total: "1 500,50",
      },
    });
    expect(certificate.taxpayer.birthDate).toBe("01.06.1985");
  });

  it("refuses an organizer whose INN or KPP does not fit its kind", () => {
    const withOrganizer = (organizer: typeof listedClub) => {
      const base = group();
      return input({ group: { ...base, organizer } });
    };
    for (const organizer of [
      { ...listedClub, inn: "7707083894" },
      { ...listedClub, kpp: null },
      { ...listedClub, kpp: "77360100" },
      { ...listedClub, inn: "500100732259" },
      { ...soleTrader, kpp: "773601001" },
      { ...soleTrader, inn: "7707083893" },
    ])
      expect(() => buildTaxCertificate(withOrganizer(organizer))).toThrow(InvalidInputError);
  });

  it("refuses people without an INN or a document, with dates after the issue day, or a taxpayer's birth certificate", () => {
    const noId = { ...adult("Петрова", null), document: null };
    const born = { ...adult("Петрова", "500100732259"), birthDate: day("2025-03-01") };
    const late = {
      ...adult("Петрова", null),
      document: { code: "21" as const, number: "4506123456", issuedOn: day("2025-02-11") },
    };
    const badInn = adult("Петрова", "500100732258");
    for (const taxpayer of [noId, born, late, badInn, child])
      expect(() => buildTaxCertificate(input({ taxpayer }))).toThrow(InvalidInputError);
  });

  it("refuses an empty amount", () => {
    const empty = { ...group(), items: [], totalKopecks: 0 };
    expect(() => buildTaxCertificate(input({ group: empty }))).toThrow(InvalidInputError);
  });
});
