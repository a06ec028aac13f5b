import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { taxPreviewSchema, type TaxPreviewAnswer } from "@reg/domain";
import { users } from "../src/db/schema";
import { startCore, type RunningCore } from "./support/core";
import { postJson, setCookie } from "./support/http";
import { post } from "./support/registration";

/**
 * What the seeded demo family's 2024 gives on the tax certificate page (decision 0034, "The
 * seed"): the outcomes the e2e relies on. Previews only — nothing is issued, the template stays.
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

  async function selfPreviewOf(email: string, password: string): Promise<TaxPreviewAnswer> {
    const login = await postJson(core.url, "/api/account/login", { email, password });
    expect(login.status).toBe(200);
    const own = (setCookie(login, "reg_sid") ?? "").split(";")[0] ?? "";
    const response = await post(
      core.url,
      "/Register/ApiTaxDeductionPreview",
      { year: 2024, payer: "MY_SELF", beneficiary: "MY_SELF" },
      own,
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
});
