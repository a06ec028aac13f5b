import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import {
  defined,
  familyGroupSchema,
  myRegistrationsSchema,
  taxCertificateListSchema,
  taxPreviewSchema,
  taxSubmitResultSchema,
  type TaxPreviewAnswer,
} from "@reg/domain";
import { familyMembers, users } from "../src/db/schema";
import { seedDatabase } from "../src/db/seed";
import { startCore, TEST_NOW, type RunningCore } from "./support/core";
import { postJson, setCookie } from "./support/http";
import { errorOf, get, post } from "./support/registration";

/**
 * What the seeded people's 2024 gives on the tax certificate page (decision 0034, "The seed"): the
 * outcomes the e2e relies on. Previews first; the tests that submit come last, on this copy of the
 * template only.
 */
describe("the seeded demo family's 2024 (pglite)", () => {
  let core: RunningCore;
  let cookie = "";
  const ids = new Map<string, string>();
  beforeAll(async () => {
    core = await startCore("pglite");
    const login = await postJson(core.url, "/api/account/login", {
      email: "demo@reg.local",
      password: "demo12345",
    });
    expect(login.status).toBe(200);
    cookie = (setCookie(login, "reg_sid") ?? "").split(";")[0] ?? "";
    const rows = await core.server.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(users.email, [
          "maria.demidova@reg.local",
          "anna.demidova@reg.local",
          "nikita.demidov@reg.local",
          "artem.vetrov@reg.local",
        ]),
      );
    for (const r of rows) ids.set(r.email.split("@")[0] ?? "", r.id);
  });
  afterAll(() => core.close());

  async function preview(body: Record<string, unknown>): Promise<TaxPreviewAnswer> {
    const response = await post(
      core.url,
      "/Register/ApiTaxDeductionPreview",
      { year: 2024, ...body },
      cookie,
    );
    expect(response.status, response.text).toBe(200);
    return taxPreviewSchema.parse(response.json);
  }
  const groups = (p: TaxPreviewAnswer) =>
    p.groups.map((g) => [g.organizer.name, g.totalKopecks] as const);
  const entryReasons = (p: TaxPreviewAnswer) =>
    p.excluded
      .filter((i) => i.kind === "entryFee")
      .map((i) => [i.event.name.en, i.reasons.join()] as const);

  it("the seeded groups say who is who: the demo's spouse and two children, Olga's son", async () => {
    const familyOf = async (who: string) => {
      const response = await get(core.url, "/api/account/family", who);
      expect(response.status, response.text).toBe(200);
      return familyGroupSchema
        .parse(response.json)
        .members.map((m) => [m.email, m.relation] as const)
        .sort();
    };
    expect(await familyOf(cookie)).toEqual([
      ["anna.demidova@reg.local", "child"],
      ["maria.demidova@reg.local", "spouse"],
      ["nikita.demidov@reg.local", "child"],
    ]);
    expect(await familyOf(await signIn("olga.vetrova@reg.local", "family12345"))).toEqual([
      ["artem.vetrov@reg.local", "child"],
    ]);
    // The spouse is no child of his (the page's old gap): core refuses her as one.
    const asChild = await post(
      core.url,
      "/Register/ApiTaxDeductionPreview",
      { year: 2024, payer: "MY_SELF", beneficiary: "KIDS", childIds: [ids.get("maria.demidova")] },
      cookie,
    );
    expect(errorOf(asChild)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { "childIds.0": "family.notChild" },
    });
  });

  it("re-seeding names the relations a group seeded before them read as other, and keeps one its owner changed", async () => {
    const db = core.server.db;
    const [demo] = await db.select().from(users).where(eq(users.email, "demo@reg.local"));
    const row = (memberKey: string) =>
      and(
        eq(familyMembers.ownerUserId, defined(demo).id),
        eq(familyMembers.memberUserId, defined(ids.get(memberKey))),
      );
    const relationOf = async (memberKey: string) =>
      (
        await db
          .select({ relation: familyMembers.relation })
          .from(familyMembers)
          .where(row(memberKey))
      )[0]?.relation;
    // As migration 0018 leaves an older group, and as the owner might have changed one.
    await db.update(familyMembers).set({ relation: "other" }).where(row("maria.demidova"));
    await db.update(familyMembers).set({ relation: "sibling" }).where(row("anna.demidova"));
    await seedDatabase(db, { now: TEST_NOW });
    expect(await relationOf("maria.demidova")).toBe("spouse");
    expect(await relationOf("anna.demidova")).toBe("sibling");
    await db.update(familyMembers).set({ relation: "child" }).where(row("anna.demidova"));
  });

  it("MY_SELF/MY_SELF: two certificates, the unlisted organizer and the race off the plan left out", async () => {
    const seen = await preview({ payer: "MY_SELF", beneficiary: "MY_SELF" });
    expect(groups(seen)).toEqual(
      expect.arrayContaining([
        ["ООО «Беговое сообщество»", 180_000],
        ["ИП Ласточкин Андрей Викторович", 220_050],
      ]),
    );
    expect(seen.groups).toHaveLength(2);
    expect(seen.outcome).toMatchObject({ kind: "accepted", toIssue: 2 });
    expect(entryReasons(seen)).toEqual(
      expect.arrayContaining([
        ["White Nights 10K 2024", "organizerNotListed"],
        ["Volga Embankment Autumn Run 2024", "notInCalendarPlan"],
      ]),
    );
    const kinds = new Set(seen.excluded.map((i) => i.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(["insurance", "goods", "commission"]));
  });

  it("MY_SELF/KIDS: the daughter's Kazan race and the son's spring race; his autumn race is after 18", async () => {
    const seen = await preview({
      payer: "MY_SELF",
      beneficiary: "KIDS",
      childIds: [ids.get("anna.demidova"), ids.get("nikita.demidov")],
    });
    expect(groups(seen)).toEqual(
      expect.arrayContaining([
        ["ИП Ласточкин Андрей Викторович", 120_000],
        ["ООО «Беговое сообщество»", 150_000],
      ]),
    );
    expect(seen.groups).toHaveLength(2);
    expect(entryReasons(seen)).toEqual(
      expect.arrayContaining([["Kolomenskoye Autumn Run 2024", "childOver18"]]),
    );
    const daughterOnly = await preview({
      payer: "MY_SELF",
      beneficiary: "KIDS",
      childIds: [ids.get("anna.demidova")],
    });
    expect(groups(daughterOnly)).toEqual([["ИП Ласточкин Андрей Викторович", 120_000]]);
  });

  it("SPOUSE/MY_SELF: one certificate to the spouse for her own autumn race", async () => {
    const seen = await preview({
      payer: "SPOUSE",
      beneficiary: "MY_SELF",
      spouseUserId: ids.get("maria.demidova"),
    });
    expect(groups(seen)).toEqual([["ООО «Беговое сообщество»", 200_000]]);
  });

  it("SPOUSE/KIDS: the children's certificates made out to the spouse, the demo's payments joint", async () => {
    const seen = await preview({
      payer: "SPOUSE",
      beneficiary: "KIDS",
      spouseUserId: ids.get("maria.demidova"),
      childIds: [ids.get("anna.demidova"), ids.get("nikita.demidov")],
    });
    expect(groups(seen)).toEqual(
      expect.arrayContaining([
        ["ИП Ласточкин Андрей Викторович", 120_000],
        ["ООО «Беговое сообщество»", 150_000],
      ]),
    );
    expect(seen.groups).toHaveLength(2);
  });

  async function signIn(email: string, password: string): Promise<string> {
    const login = await postJson(core.url, "/api/account/login", { email, password });
    expect(login.status).toBe(200);
    return (setCookie(login, "reg_sid") ?? "").split(";")[0] ?? "";
  }

  async function selfPreviewOf(
    email: string,
    password: string,
    body: Record<string, unknown> = { payer: "MY_SELF", beneficiary: "MY_SELF" },
  ): Promise<TaxPreviewAnswer> {
    const response = await post(
      core.url,
      "/Register/ApiTaxDeductionPreview",
      { year: 2024, ...body },
      await signIn(email, password),
    );
    expect(response.status, response.text).toBe(200);
    return taxPreviewSchema.parse(response.json);
  }

  it("the spouse signed in herself: one certificate for her own race", async () => {
    const seen = await selfPreviewOf("maria.demidova@reg.local", "family12345");
    expect(groups(seen)).toEqual([["ООО «Беговое сообщество»", 200_000]]);
  });

  it("a demo account without 2024 payments is told it paid for nothing", async () => {
    const seen = await selfPreviewOf("captain@reg.local", "relay12345");
    expect(seen.outcome).toMatchObject({ kind: "rejected", code: "MYSELF_DONT_BUY_SLOTS" });
  });

  it("a mother whose races all fall outside the rules: MYSELF_DONT_EXIST_SLOTS, and NO_CHILDREN_SLOTS for her son", async () => {
    const own = await selfPreviewOf("olga.vetrova@reg.local", "family12345");
    expect(own.outcome).toMatchObject({ kind: "rejected", code: "MYSELF_DONT_EXIST_SLOTS" });
    expect(own.groups).toEqual([]);
    expect(entryReasons(own)).toEqual(
      expect.arrayContaining([
        ["Dyatlovy Hills Trail 2024", "notInCalendarPlan"],
        ["Drawbridges Half Marathon 2024", "organizerNotListed"],
      ]),
    );
    const son = await selfPreviewOf("olga.vetrova@reg.local", "family12345", {
      payer: "MY_SELF",
      beneficiary: "KIDS",
      childIds: [ids.get("artem.vetrov")],
    });
    expect(son.outcome).toMatchObject({ kind: "rejected", code: "NO_CHILDREN_SLOTS" });
  });

  it("a refund after the certificate: it needs correction, and the next request issues correction 001", async () => {
    const cookie = await signIn("alexey.kuznetsov@reg.local", "family12345");
    const list = async () => {
      const response = await get(core.url, "/Register/ApiTaxCertificates", cookie);
      expect(response.status, response.text).toBe(200);
      return taxCertificateListSchema
        .parse(response.json)
        .certificates.map((c) => [c.state, c.correction, c.amountKopecks] as const);
    };
    expect(await list()).toEqual([["needsCorrection", "000", 400_000]]);
    // "My registrations" shows the money given back on the refunded race's card.
    const mine = await get(core.url, "/api/account/registrations?language=en", cookie);
    expect(mine.status, mine.text).toBe(200);
    expect(
      myRegistrationsSchema
        .parse(mine.json)
        .items.map((r) => [r.event.name, r.paidKopecks, r.refundedKopecks] as const),
    ).toEqual(
      expect.arrayContaining([
        ["Krylatskoye Hills Trail 2024", 220_500, 220_500],
        ["Luzhniki Night Run 2024", expect.any(Number), 0],
      ]),
    );
    const seen = await selfPreviewOf("alexey.kuznetsov@reg.local", "family12345");
    expect(groups(seen)).toEqual([["ООО «Беговое сообщество»", 190_000]]);
    expect(entryReasons(seen)).toEqual([["Krylatskoye Hills Trail 2024", "refunded"]]);
    const response = await post(
      core.url,
      "/Register/ApiTaxDeductionSubmit",
      {
        year: 2024,
        payer: "MY_SELF",
        beneficiary: "MY_SELF",
        taxpayer: {
          lastName: "Кузнецов",
          firstName: "Алексей",
          middleName: "Дмитриевич",
          birthDate: "1990-05-05",
          inn: "772845190340",
        },
      },
      cookie,
    );
    expect(response.status, response.text).toBe(200);
    const result = taxSubmitResultSchema.parse(response.json);
    expect(result.kind === "issued" && result.corrected.map((c) => c.correction)).toEqual(["001"]);
    expect(await list()).toEqual(
      expect.arrayContaining([
        ["corrected", "000", 400_000],
        ["issued", "001", 190_000],
      ]),
    );
  });

  it("the daughter certified to the demo: the spouse as payer meets ALREADY_SUBMITTED_SELECTED_PAYER", async () => {
    const daughter = ids.get("anna.demidova");
    const response = await post(
      core.url,
      "/Register/ApiTaxDeductionSubmit",
      {
        year: 2024,
        payer: "MY_SELF",
        beneficiary: "KIDS",
        childIds: [daughter],
        taxpayer: {
          lastName: "Демидов",
          firstName: "Иван",
          middleName: "Сергеевич",
          birthDate: "1984-03-14",
          inn: "500100732259",
        },
        children: [
          {
            userId: daughter,
            document: { code: "03", number: "IV-МЮ 123456", issuedOn: "2011-06-01" },
          },
        ],
      },
      cookie,
    );
    expect(response.status, response.text).toBe(200);
    expect(taxSubmitResultSchema.parse(response.json).kind).toBe("issued");
    for (const spouse of [{ spouseUserId: ids.get("maria.demidova") }, {}]) {
      const seen = await preview({
        payer: "SPOUSE",
        beneficiary: "KIDS",
        childIds: [daughter],
        ...spouse,
      });
      expect(seen.outcome).toMatchObject({
        kind: "rejected",
        code: "ALREADY_SUBMITTED_SELECTED_PAYER",
      });
    }
  });
});
