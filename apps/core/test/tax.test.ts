import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import {
  defined,
  taxCertificateListSchema,
  taxPreviewSchema,
  taxSubmitResultSchema,
  type TaxPreviewAnswer,
  type TaxSubmitResult,
} from "@reg/domain";
import { outboxMessages, taxCertificates } from "../src/db/schema";
import { recordRegistrationRefund } from "../src/modules/tax";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { errorOf, get, post } from "./support/registration";
import {
  family,
  organizer,
  paidOrder,
  pastEvent,
  pdfText,
  person,
  randomInn,
  taxpayerOf,
  type OrganizerFixture,
  type Person,
} from "./tax-support";

const PREVIEW = "/Register/ApiTaxDeductionPreview";
const SUBMIT = "/Register/ApiTaxDeductionSubmit";

describe.each(DRIVERS)("tax certificates (core, %s)", (driver) => {
  let core: RunningCore;
  let club: OrganizerFixture;
  let trader: OrganizerFixture;
  let unlisted: OrganizerFixture;
  beforeAll(async () => {
    core = await startCore(driver);
    club = await organizer(db(), {
      kind: "legalEntity",
      name: 'ООО "Беговой клуб Спринт"',
      listedYears: [2023, 2024],
    });
    trader = await organizer(db(), {
      kind: "soleTrader",
      name: "ИП Кузнецов Андрей Викторович",
      listedYears: [2024],
    });
    unlisted = await organizer(db(), {
      kind: "legalEntity",
      name: 'АНО "Забеги без перечня"',
      listedYears: [2023],
    });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;
  const url = () => core.url;

  async function preview(p: Person, body: Record<string, unknown>): Promise<TaxPreviewAnswer> {
    const response = await post(url(), PREVIEW, { year: 2024, ...body }, p.cookie);
    expect(response.status, response.text).toBe(200);
    return taxPreviewSchema.parse(response.json);
  }
  async function submit(p: Person, body: Record<string, unknown>): Promise<TaxSubmitResult> {
    const response = await post(url(), SUBMIT, { year: 2024, ...body }, p.cookie);
    expect(response.status, response.text).toBe(200);
    return taxSubmitResultSchema.parse(response.json);
  }
  async function pdfOf(p: Person, id: string): Promise<Buffer> {
    const response = await fetch(`${url()}/Register/ApiTaxCertificatePdf?certificateId=${id}`, {
      headers: { cookie: p.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    return Buffer.from(await response.arrayBuffer());
  }
  const self = { payer: "MY_SELF", beneficiary: "MY_SELF" } as const;

  it("two organizers give two certificates with the entry fees only; a second request shows them", async () => {
    const me = await person(db(), {
      lastName: "Орлова",
      firstName: "Мария",
      birthDate: "1988-03-14",
    });
    const spring = await pastEvent(db(), {
      organizerId: club.id,
      inPlan: true,
      name: "Весенний полумарафон",
      startsAt: "2024-05-12T06:00:00Z",
    });
    const autumn = await pastEvent(db(), {
      organizerId: trader.id,
      inPlan: true,
      name: "Осенний кросс",
      startsAt: "2024-09-22T06:00:00Z",
    });
    const night = await pastEvent(db(), {
      organizerId: club.id,
      inPlan: false,
      name: "Ночной забег",
      startsAt: "2024-07-06T18:00:00Z",
    });
    const off = await pastEvent(db(), {
      organizerId: unlisted.id,
      inPlan: true,
      name: "Забег вне перечня",
      startsAt: "2024-06-01T06:00:00Z",
    });
    await paidOrder(db(), spring, me, me);
    await paidOrder(db(), autumn, me, me, {
      paidAt: "2024-08-01T09:00:00Z",
      extras: false,
      slotKopecks: 180_000,
    });
    await paidOrder(db(), night, me, me, { extras: false });
    await paidOrder(db(), off, me, me, { extras: false });

    const seen = await preview(me, self);
    expect(seen.groups.map((g) => [g.organizer.inn, g.totalKopecks])).toEqual([
      [trader.inn, 180_000],
      [club.inn, 250_050],
    ]);
    expect(seen.outcome).toEqual({ kind: "accepted", toIssue: 2, toCorrect: [], unchanged: [] });
    const reasons = seen.excluded.map((i) => [i.event.name.ru, i.kind, i.reasons.join()]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ["Весенний полумарафон", "insurance", "notEntryFee"],
        ["Весенний полумарафон", "goods", "notEntryFee"],
        ["Весенний полумарафон", "commission", "notEntryFee"],
        ["Ночной забег", "entryFee", "notInCalendarPlan"],
        ["Забег вне перечня", "entryFee", "organizerNotListed"],
      ]),
    );

    const taxpayer = taxpayerOf(me);
    const result = await submit(me, { ...self, taxpayer });
    expect(result.kind).toBe("issued");
    if (result.kind !== "issued") return;
    expect(result.issued).toHaveLength(2);
    expect(result.issued.map((c) => [c.correction, c.samePerson, c.state])).toEqual([
      ["000", "1", "issued"],
      ["000", "1", "issued"],
    ]);
    const clubCertificate = defined(result.issued.find((c) => c.organizer.id === club.id));
    const { text, pages } = await pdfText(await pdfOf(me, clubCertificate.id), "self-self");
    expect(pages).toBe(2); // the form's one page and the annex
    expect(text).toContain("Справка об оплате физкультурно-оздоровительных услуг");
    expect(text).toContain(club.inn);
    expect(text).toContain(defined(club.kpp));
    expect(text).toContain('ООО "Беговой клуб Спринт"');
    expect(text).toContain(taxpayer.inn);
    expect(text).toContain("Орлова");
    expect(text).toContain("Мария");
    expect(text).toMatch(/Отчётный год\s+2024/);
    expect(text).toMatch(/\(1 — да, 0 — нет\)\s+1\b/);
    expect(text).toContain("2 500,50");
    expect(text).toContain("Весенний полумарафон — 10 км");
    // Insurance (350,00), the T-shirt (1 200,00) and the commission are never on it.
    expect(text).not.toContain("350,00");
    expect(text).not.toContain("1 200,00");
    expect(text).not.toContain("Ночной забег");

    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `taxCertificate:${clubCertificate.id}:%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments).toEqual([
      expect.objectContaining({ contentType: "application/pdf", encoding: "base64" }),
    ]);

    const again = await submit(me, { ...self, taxpayer });
    expect(again.kind).toBe("rejected");
    if (again.kind === "rejected") {
      expect(again.code).toBe("ALREADY_SUBMITTED_MYSELF");
      expect(again.certificates.map((c) => c.id).sort()).toEqual(
        result.issued.map((c) => c.id).sort(),
      );
    }
    const list = taxCertificateListSchema.parse(
      (await get(url(), "/Register/ApiTaxCertificates", me.cookie)).json,
    );
    expect(list.certificates).toHaveLength(2);
  });

  it("a parent gets one for a child under 18; a child who turned 18 before the race is left out", async () => {
    const parent = await person(db(), {
      lastName: "Волков",
      firstName: "Сергей",
      birthDate: "1980-02-02",
    });
    const kid = await person(db(), {
      lastName: "Волков",
      firstName: "Миша",
      birthDate: "2012-06-01",
    });
    const grown = await person(db(), {
      lastName: "Волкова",
      firstName: "Аня",
      birthDate: "2006-04-20",
    });
    await family(db(), parent, kid, "child");
    await family(db(), parent, grown, "child");
    const race = await pastEvent(db(), {
      organizerId: club.id,
      inPlan: true,
      name: "Детский забег",
      startsAt: "2024-05-19T06:00:00Z",
    });
    await paidOrder(db(), race, kid, parent, { extras: false, slotKopecks: 90_000 });
    await paidOrder(db(), race, grown, parent, { extras: false, slotKopecks: 90_000 });
    const kids = { payer: "MY_SELF", beneficiary: "KIDS" } as const;

    const onlyGrown = await preview(parent, { ...kids, childIds: [grown.id] });
    expect(onlyGrown.outcome).toMatchObject({ kind: "rejected", code: "NO_CHILDREN_SLOTS" });
    expect(
      onlyGrown.excluded.find((i) => i.kind === "entryFee" && i.participant.userId === grown.id)
        ?.reasons,
    ).toEqual(["childOver18"]);

    const result = await submit(parent, {
      ...kids,
      childIds: [kid.id, grown.id],
      taxpayer: taxpayerOf(parent),
      children: [
        {
          userId: kid.id,
          document: { code: "03", number: "IV-МЮ 654321", issuedOn: "2012-06-20" },
        },
        { userId: grown.id, inn: randomInn(12) },
      ],
    });
    expect(result.kind).toBe("issued");
    if (result.kind !== "issued") return;
    expect(
      result.issued.map((c) => [c.personServed.userId, c.samePerson, c.amountKopecks]),
    ).toEqual([[kid.id, "0", 90_000]]);
    const { text, pages } = await pdfText(
      await pdfOf(parent, defined(result.issued[0]).id),
      "self-child",
    );
    expect(pages).toBe(3); // the form's two pages and the annex
    expect(text).toContain("Сведения о лице, получившем");
    expect(text).toContain("IV-МЮ 654321");
    expect(text).toContain("01.06.2012");
    expect(text).toMatch(/\(1 — да, 0 — нет\)\s+0\b/);
    expect(text).not.toContain("Аня");

    const again = await preview(parent, { ...kids, childIds: [kid.id] });
    expect(again.outcome).toMatchObject({ kind: "rejected", code: "ALREADY_SUBMITTED_CHILDREN" });
  });

  it("the spouse as payer: made out to the spouse; the other payer then meets ALREADY_SUBMITTED_SELECTED_PAYER", async () => {
    const mom = await person(db(), {
      lastName: "Соколова",
      firstName: "Ирина",
      birthDate: "1985-11-11",
    });
    const dad = await person(db(), {
      lastName: "Соколов",
      firstName: "Павел",
      birthDate: "1983-01-30",
    });
    const kid = await person(db(), {
      lastName: "Соколов",
      firstName: "Тимофей",
      birthDate: "2014-08-08",
    });
    await family(db(), mom, kid, "child");
    await family(db(), mom, dad, "spouse");
    const race = await pastEvent(db(), {
      organizerId: trader.id,
      inPlan: true,
      name: "Семейный забег",
      startsAt: "2024-06-09T06:00:00Z",
    });
    await paidOrder(db(), race, kid, mom, { extras: false, slotKopecks: 70_000 });
    await paidOrder(db(), race, dad, mom, { extras: false, slotKopecks: 150_000 });
    const spouse = { ...taxpayerOf(dad), birthDate: dad.birthDate };

    const forKid = await submit(mom, {
      payer: "SPOUSE",
      beneficiary: "KIDS",
      childIds: [kid.id],
      spouseUserId: dad.id,
      marriageDeclared: true,
      taxpayer: spouse,
      children: [{ userId: kid.id, inn: randomInn(12) }],
    });
    expect(forKid.kind).toBe("issued");
    if (forKid.kind !== "issued") return;
    expect(forKid.issued.map((c) => [c.payer, c.taxpayerName, c.samePerson])).toEqual([
      ["SPOUSE", "Соколов Павел Иванович", "0"],
    ]);
    const stored = await db()
      .select()
      .from(taxCertificates)
      .where(eq(taxCertificates.id, defined(forKid.issued[0]).id));
    expect(stored[0]?.taxpayer).toMatchObject({ lastName: "Соколов", inn: spouse.inn });
    expect(stored[0]?.marriageDeclaredAt).not.toBeNull();

    const spouseSelf = await submit(mom, {
      payer: "SPOUSE",
      beneficiary: "MY_SELF",
      spouseUserId: dad.id,
      marriageDeclared: true,
      taxpayer: spouse,
    });
    expect(spouseSelf.kind).toBe("issued");
    if (spouseSelf.kind === "issued") {
      expect(spouseSelf.issued.map((c) => [c.samePerson, c.amountKopecks])).toEqual([
        ["1", 150_000],
      ]);
      expect((await pdfText(await pdfOf(mom, defined(spouseSelf.issued[0]).id))).pages).toBe(2);
    }
    const spouseKidPdf = await pdfText(
      await pdfOf(mom, defined(forKid.issued[0]).id),
      "spouse-child",
    );
    expect(spouseKidPdf.pages).toBe(3);
    expect(spouseKidPdf.text).toContain(spouse.inn);

    const mine = await preview(mom, { payer: "MY_SELF", beneficiary: "KIDS", childIds: [kid.id] });
    expect(mine.outcome).toMatchObject({
      kind: "rejected",
      code: "ALREADY_SUBMITTED_SELECTED_PAYER",
    });
    if (mine.outcome.kind === "rejected")
      expect(mine.outcome.certificates.map((c) => c.id)).toEqual([defined(forKid.issued[0]).id]);
  });

  it("answers MYSELF_DONT_BUY_SLOTS and MYSELF_DONT_EXIST_SLOTS", async () => {
    const nobody = await person(db(), {
      lastName: "Пустов",
      firstName: "Олег",
      birthDate: "1990-01-01",
    });
    expect((await preview(nobody, self)).outcome).toMatchObject({
      kind: "rejected",
      code: "MYSELF_DONT_BUY_SLOTS",
    });
    const friend = await person(db(), {
      lastName: "Друг",
      firstName: "Илья",
      birthDate: "1991-01-01",
    });
    const race = await pastEvent(db(), {
      organizerId: club.id,
      inPlan: true,
      name: "Забег друга",
      startsAt: "2024-05-05T06:00:00Z",
    });
    await paidOrder(db(), race, friend, nobody, { extras: false });
    const answer = await preview(nobody, self);
    expect(answer.outcome).toMatchObject({ kind: "rejected", code: "MYSELF_DONT_EXIST_SLOTS" });
    expect(answer.excluded.find((i) => i.kind === "entryFee")?.reasons).toEqual([
      "otherParticipant",
    ]);
  });

  it("refuses bad input with field codes and changes nothing", async () => {
    const me = await person(db(), {
      lastName: "Иванова",
      firstName: "Ольга",
      birthDate: "1992-02-02",
    });
    const other = await person(db(), {
      lastName: "Чужой",
      firstName: "Пётр",
      birthDate: "1980-02-02",
    });
    const stranger = await person(db(), {
      lastName: "Чужой",
      firstName: "Ваня",
      birthDate: "2015-02-02",
    });
    const race = await pastEvent(db(), {
      organizerId: club.id,
      inPlan: true,
      name: "Забег проверок",
      startsAt: "2024-05-05T06:00:00Z",
    });
    // In her group, but not as her child and not as her spouse (decision 0042).
    const nephew = await person(db(), {
      lastName: "Иванов",
      firstName: "Петя",
      birthDate: "2014-09-09",
    });
    const brother = await person(db(), {
      lastName: "Иванов",
      firstName: "Олег",
      birthDate: "1990-01-01",
    });
    await family(db(), me, nephew, "other");
    await family(db(), me, brother, "sibling");
    await paidOrder(db(), race, me, me, { extras: false });
    await paidOrder(db(), race, nephew, me, { extras: false });
    await paidOrder(db(), race, other, other, { extras: false });
    const theirs = await submit(other, { ...self, taxpayer: taxpayerOf(other) });
    const theirId = theirs.kind === "issued" ? defined(theirs.issued[0]).id : "";
    const before = (await db().select().from(taxCertificates)).length;

    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { ...self, taxpayer: { ...taxpayerOf(me), inn: "500100732250" } },
        { "taxpayer.inn": "inn.invalid" },
      ],
      [
        { ...self, taxpayer: { ...taxpayerOf(me), birthDate: "2030-01-01" } },
        { "taxpayer.birthDate": "birthDate.future" },
      ],
      [
        {
          ...self,
          taxpayer: {
            ...taxpayerOf(me),
            inn: undefined,
            document: { code: "21", number: "4506 123456", issuedOn: "2031-01-01" },
          },
        },
        { "taxpayer.document.issuedOn": "issueDate.future" },
      ],
      [
        {
          payer: "MY_SELF",
          beneficiary: "KIDS",
          childIds: [stranger.id],
          taxpayer: taxpayerOf(me),
          children: [{ userId: stranger.id, inn: randomInn(12) }],
        },
        { "childIds.0": "field.invalid" },
      ],
      [
        {
          payer: "MY_SELF",
          beneficiary: "KIDS",
          childIds: [nephew.id],
          taxpayer: taxpayerOf(me),
          children: [{ userId: nephew.id, inn: randomInn(12) }],
        },
        { "childIds.0": "family.notChild" },
      ],
      [
        {
          payer: "SPOUSE",
          beneficiary: "MY_SELF",
          spouseUserId: brother.id,
          marriageDeclared: true,
          taxpayer: taxpayerOf(brother),
        },
        { spouseUserId: "family.notSpouse" },
      ],
      [{ ...self, taxpayer: taxpayerOf(me), amountKopecks: 1 }, {}],
      [{ ...self, taxpayer: taxpayerOf(me), registrationIds: [theirId] }, {}],
      [
        { payer: "SPOUSE", beneficiary: "MY_SELF", taxpayer: taxpayerOf(other) },
        { marriageDeclared: "field.required" },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await post(url(), SUBMIT, { year: 2024, ...body }, me.cookie);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.fields).toMatchObject(fields);
    }
    expect((await db().select().from(taxCertificates)).length).toBe(before);
    // The preview refuses them alike: no payment of a non-child is shown as a child's.
    const notChild = await post(
      url(),
      PREVIEW,
      { year: 2024, payer: "MY_SELF", beneficiary: "KIDS", childIds: [nephew.id] },
      me.cookie,
    );
    expect(errorOf(notChild)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { "childIds.0": "family.notChild" },
    });

    // Another person's certificate is not found, for the PDF and the resend alike.
    const pdf = await fetch(`${url()}/Register/ApiTaxCertificatePdf?certificateId=${theirId}`, {
      headers: { cookie: me.cookie },
    });
    expect(pdf.status).toBe(404);
    const resend = await post(
      url(),
      "/Register/ApiTaxCertificateResend",
      { certificateId: theirId },
      me.cookie,
    );
    expect(errorOf(resend).code).toBe("NOT_FOUND");
    expect((await post(url(), PREVIEW, { year: 2024, ...self })).status).toBe(401);
  });

  it("a refund marks the certificate needsCorrection; the next submit issues correction 001 and mails it", async () => {
    const me = await person(db(), {
      lastName: "Лебедева",
      firstName: "Дарья",
      birthDate: "1995-07-07",
    });
    const race = await pastEvent(db(), {
      organizerId: club.id,
      inPlan: true,
      name: "Забег с возвратом",
      startsAt: "2024-05-26T06:00:00Z",
    });
    const first = await paidOrder(db(), race, me, me, { extras: false, slotKopecks: 200_000 });
    const second = await paidOrder(
      db(),
      await pastEvent(db(), {
        organizerId: club.id,
        inPlan: true,
        name: "Второй забег",
        startsAt: "2024-06-26T06:00:00Z",
      }),
      me,
      me,
      { extras: false, slotKopecks: 100_000 },
    );
    const taxpayer = taxpayerOf(me);
    const issued = await submit(me, { ...self, taxpayer });
    if (issued.kind !== "issued") throw new Error("not issued");
    const original = defined(issued.issued[0]);
    expect(original.amountKopecks).toBe(300_000);

    const marked = await recordRegistrationRefund(db(), {
      registrationId: second.registrationId,
      paymentId: second.paymentId,
      amountKopecks: 100_000,
      reason: "cancelled by the organizer",
      at: TEST_NOW,
    });
    expect(marked).toBe(1);
    expect(first.totalKopecks).toBe(210_000);
    const list = taxCertificateListSchema.parse(
      (await get(url(), "/Register/ApiTaxCertificates", me.cookie)).json,
    );
    expect(list.certificates.map((c) => c.state)).toEqual(["needsCorrection"]);

    const seen = await preview(me, self);
    expect(seen.outcome).toMatchObject({ kind: "accepted", toIssue: 0 });
    expect(seen.excluded.some((i) => i.reasons.includes("refunded"))).toBe(true);
    const corrected = await submit(me, { ...self, taxpayer });
    if (corrected.kind !== "issued") throw new Error("not corrected");
    const next = defined(corrected.corrected[0]);
    expect([next.number, next.correction, next.amountKopecks, next.state]).toEqual([
      original.number,
      "001",
      200_000,
      "issued",
    ]);
    const text = (await pdfText(await pdfOf(me, next.id))).text;
    expect(text).toMatch(/Номер корректировки\s+001/);
    expect(text).toContain("2 000,00");
    const after = taxCertificateListSchema.parse(
      (await get(url(), "/Register/ApiTaxCertificates", me.cookie)).json,
    );
    expect(after.certificates.map((c) => [c.correction, c.state]).sort()).toEqual([
      ["000", "corrected"],
      ["001", "issued"],
    ]);
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `taxCertificate:${next.id}:%`));
    expect(mails).toHaveLength(1);

    const resend = await post(
      url(),
      "/Register/ApiTaxCertificateResend",
      { certificateId: next.id },
      me.cookie,
    );
    expect(resend.json).toEqual({ queued: true });
    const resent = await db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `taxCertificate:${next.id}:%`));
    expect(resent).toHaveLength(2);
  });

  it("two simultaneous submits make one set", async () => {
    const me = await person(db(), {
      lastName: "Гонкина",
      firstName: "Вера",
      birthDate: "1993-03-03",
    });
    await paidOrder(
      db(),
      await pastEvent(db(), {
        organizerId: club.id,
        inPlan: true,
        name: "Забег А",
        startsAt: "2024-05-05T06:00:00Z",
      }),
      me,
      me,
      { extras: false },
    );
    await paidOrder(
      db(),
      await pastEvent(db(), {
        organizerId: trader.id,
        inPlan: true,
        name: "Забег Б",
        startsAt: "2024-05-06T06:00:00Z",
      }),
      me,
      me,
      { extras: false },
    );
    const taxpayer = taxpayerOf(me);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(url(), SUBMIT, { year: 2024, ...self, taxpayer }, me.cookie),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const results = answers.map((a) => taxSubmitResultSchema.parse(a.json));
    expect(results.filter((r) => r.kind === "issued")).toHaveLength(1);
    expect(
      results.filter((r) => r.kind === "rejected").map((r) => r.kind === "rejected" && r.code),
    ).toEqual(["ALREADY_SUBMITTED_MYSELF", "ALREADY_SUBMITTED_MYSELF", "ALREADY_SUBMITTED_MYSELF"]);
    const rows = await db()
      .select()
      .from(taxCertificates)
      .where(eq(taxCertificates.requestedByUserId, me.id));
    expect(rows).toHaveLength(2);
  });
});
