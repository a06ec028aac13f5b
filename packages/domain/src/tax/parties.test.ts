import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../errors/invalid-input-error";
import { certificateParties } from "./parties";
import { day } from "./tax-fixtures";

const me = { personId: "me", birthDate: day("1985-06-01") };
const spouse = { personId: "spouse", birthDate: day("1987-01-20") };
const kids = [
  { personId: "kid", birthDate: day("2012-09-10") },
  { personId: "kid", birthDate: day("2012-09-10") },
  { personId: "baby", birthDate: day("2020-01-01") },
];

describe("certificateParties", () => {
  it("self / self: the requester is taxpayer and served", () => {
    expect(certificateParties({ payer: "MY_SELF", beneficiary: "MY_SELF" }, me, null, [])).toEqual({
      taxpayerId: "me",
      payerIds: ["me"],
      personsServed: [{ personId: "me", relation: "self", birthDate: me.birthDate }],
    });
  });

  it("self / children: the chosen children, each once", () => {
    const parties = certificateParties({ payer: "MY_SELF", beneficiary: "KIDS" }, me, null, kids);
    expect(parties.taxpayerId).toBe("me");
    expect(parties.personsServed.map((p) => [p.personId, p.relation])).toEqual([
      ["kid", "child"],
      ["baby", "child"],
    ]);
  });

  it("spouse / self: the spouse is taxpayer of their own races, and either's money counts", () => {
    expect(certificateParties({ payer: "SPOUSE", beneficiary: "MY_SELF" }, me, spouse, [])).toEqual(
      {
        taxpayerId: "spouse",
        payerIds: ["spouse", "me"],
        personsServed: [{ personId: "spouse", relation: "self", birthDate: spouse.birthDate }],
      },
    );
  });

  it("spouse / children: the spouse is taxpayer for the children", () => {
    const parties = certificateParties({ payer: "SPOUSE", beneficiary: "KIDS" }, me, spouse, kids);
    expect(parties.taxpayerId).toBe("spouse");
    expect(parties.payerIds).toEqual(["spouse", "me"]);
    expect(parties.personsServed.map((p) => p.personId)).toEqual(["kid", "baby"]);
  });

  it("counts a declared spouse's payments for the requester too", () => {
    const parties = certificateParties(
      { payer: "MY_SELF", beneficiary: "MY_SELF" },
      me,
      spouse,
      [],
    );
    expect(parties.payerIds).toEqual(["me", "spouse"]);
  });

  it("refuses a spouse payer without the spouse, and a parent as a child", () => {
    const spousePays = { payer: "SPOUSE", beneficiary: "KIDS" } as const;
    expect(() => certificateParties(spousePays, me, null, kids)).toThrow(InvalidInputError);
    expect(() => certificateParties(spousePays, me, me, kids)).toThrow(InvalidInputError);
    expect(() => certificateParties(spousePays, me, spouse, [spouse])).toThrow(InvalidInputError);
    expect(() =>
      certificateParties({ payer: "MY_SELF", beneficiary: "KIDS" }, me, null, [me]),
    ).toThrow(InvalidInputError);
  });
});
