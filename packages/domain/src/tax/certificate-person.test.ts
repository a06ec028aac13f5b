import { describe, expect, it } from "vitest";
import { certificatePersonSchema } from "./certificate-person";

const withInn = {
  lastName: "Иванова",
  firstName: "Мария",
  middleName: "Петровна",
  birthDate: "1987-01-20",
  inn: "500100732259",
};

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]);

describe("certificatePersonSchema", () => {
  it("parses a person with an INN, leaving any document out", () => {
    const person = certificatePersonSchema("taxpayer").parse({
      ...withInn,
      document: { code: "21", number: "4506123456", issuedOn: "2010-02-01" },
    });
    expect(person).toEqual({
      lastName: "Иванова",
      firstName: "Мария",
      middleName: "Петровна",
      birthDate: { year: 1987, month: 1, day: 20 },
      inn: "500100732259",
      document: null,
    });
  });

  it("parses a child named by a birth certificate, its number as printed", () => {
    const child = certificatePersonSchema("personServed").parse({
      lastName: "Иванов",
      firstName: "Пётр",
      birthDate: "2012-09-10",
      inn: "",
      document: { code: "03", number: "iv-мю123456", issuedOn: "2012-09-20" },
    });
    expect(child.middleName).toBeNull();
    expect(child.inn).toBeNull();
    expect(child.document).toEqual({
      code: "03",
      number: "IV-МЮ 123456",
      issuedOn: { year: 2012, month: 9, day: 20 },
    });
  });

  it("needs an INN or a document", () => {
    const { inn: _, ...noInn } = withInn;
    expect(issuesOf(certificatePersonSchema("taxpayer").safeParse(noInn))).toEqual([
      ["inn", "field.required"],
    ]);
  });

  it("refuses a wrong INN checksum and an organization's INN", () => {
    for (const inn of ["500100732258", "7707083893"])
      expect(issuesOf(certificatePersonSchema("taxpayer").safeParse({ ...withInn, inn }))).toEqual([
        ["inn", "inn.invalid"],
      ]);
  });

  it("refuses future dates, an issue before birth, a bad number and a taxpayer's birth certificate", () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const base = { lastName: "Иванов", firstName: "Пётр", birthDate: "2000-01-01" };
    const parse = (extra: object) =>
      issuesOf(certificatePersonSchema("taxpayer").safeParse({ ...base, ...extra }));
    expect(parse({ birthDate: `${nextYear}-01-01`, inn: "500100732259" })).toEqual([
      ["birthDate", "birthDate.future"],
    ]);
    expect(
      parse({ document: { code: "21", number: "4506123456", issuedOn: `${nextYear}-01-01` } }),
    ).toEqual([["document.issuedOn", "issueDate.future"]]);
    expect(
      parse({ document: { code: "21", number: "4506123456", issuedOn: "1999-12-31" } }),
    ).toEqual([["document.issuedOn", "field.invalid"]]);
    expect(parse({ document: { code: "21", number: "45061234", issuedOn: "2014-02-01" } })).toEqual(
      [["document.number", "document.invalid"]],
    );
    expect(
      parse({ document: { code: "03", number: "IV-МЮ 123456", issuedOn: "2000-02-01" } }),
    ).toEqual([["document.code", "document.invalid"]]);
    expect(parse({ document: { code: "99", number: "1", issuedOn: "2014-02-01" } })).toEqual([
      ["document.code", "documentType.notSelected"],
    ]);
  });
});
