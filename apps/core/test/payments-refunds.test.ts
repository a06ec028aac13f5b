import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, like, sql } from "drizzle-orm";
import { z } from "zod";
import {
  defined,
  myRegistrationsSchema,
  taxCertificateListSchema,
  taxSubmitResultSchema,
  type TaxSubmitResult,
} from "@reg/domain";
import { queryRows } from "../src/db/query-rows";
import {
  outboxMessages,
  registrationRefunds,
  sandboxPayments,
  sandboxRefunds,
  users,
} from "../src/db/schema";
import {
  SANDBOX_SIGNATURE_HEADER,
  signCallbackBody,
} from "../src/modules/payments/sandbox/callback-signature";
import { SandboxRefunds } from "../src/modules/payments/sandbox/sandbox-refunds";
import { DRIVERS, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import {
  awaitingOrder,
  CALLBACK_SECRET,
  mailsAbout,
  payByCard,
  providerIdOf,
  savePay,
  sendCallback,
  startPaymentsCore,
  stateOf,
} from "./support/payments";
import { confirmedOrder, createChild, itemsOf, savePayTogether } from "./support/pay-together";
import {
  handToSandbox,
  newRefundId,
  noticesOf,
  refundBody,
  refundsOfPayment,
  sandboxRefund,
  sendRefundCallback,
} from "./support/refunds";
import { errorOf, get, post, signUp } from "./support/registration";
import { http } from "./support/http";
import {
  organizer,
  paidOrder,
  pastEvent,
  person,
  taxpayerOf,
  type OrganizerFixture,
  type Person,
} from "./tax-support";

const SUBMIT = "/Register/ApiTaxDeductionSubmit";
const self = { payer: "MY_SELF", beneficiary: "MY_SELF" } as const;

const sandboxAnswerSchema = z.object({
  refundId: z.string(),
  providerPaymentId: z.string(),
  amountKopecks: z.number(),
  registrationId: z.string().nullable(),
  created: z.boolean(),
  notified: z.boolean(),
  merchantAnswer: z.unknown(),
});

/**
 * Refunds the organizer makes through the acquirer, told to core by a signed notification
 * (decision 0043): recorded once, certificates marked for correction, the notices mailed; every
 * refusal changes nothing.
 */
describe.each(DRIVERS)("refunds from the acquirer on %s", (driver) => {
  let core: RunningCore;
  let club: OrganizerFixture;
  beforeAll(async () => {
    core = await startPaymentsCore(driver);
    club = await organizer(db(), {
      kind: "legalEntity",
      name: 'ООО "Клуб возвратов"',
      listedYears: [2024],
    });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;

  async function submit(p: Person): Promise<TaxSubmitResult> {
    const response = await post(
      core.url,
      SUBMIT,
      { year: 2024, ...self, taxpayer: taxpayerOf(p) },
      p.cookie,
    );
    expect(response.status, response.text).toBe(200);
    return taxSubmitResultSchema.parse(response.json);
  }

  async function certificateStates(p: Person): Promise<string[]> {
    const list = taxCertificateListSchema.parse(
      (await get(core.url, "/Register/ApiTaxCertificates", p.cookie)).json,
    );
    return list.certificates.map((c) => `${c.correction}:${c.state}`).sort();
  }

  async function emailOf(userId: string): Promise<string> {
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
    return defined(row).email;
  }

  /** A 2024 order of a new person, paid through the sandbox (its ledger says so), 2 100,00 ₽ in all. */
  async function pastPaid(name: string, slotKopecks = 200_000) {
    const me = await person(db(), { lastName: name, firstName: "Ирина", birthDate: "1990-02-02" });
    const race = await pastEvent(db(), {
      organizerId: club.id,
      inPlan: true,
      name: `Забег ${name}`,
      startsAt: "2024-05-19T06:00:00Z",
    });
    const order = await paidOrder(db(), race, me, me, { extras: false, slotKopecks });
    const providerPaymentId = await handToSandbox(db(), order.paymentId);
    return { me, ...order, providerPaymentId };
  }

  /** What a refusal must leave as it was: refunds, the outbox, certificates, the sandbox's ledger. */
  async function snapshot() {
    const [row] = await queryRows(
      db(),
      sql`select (select count(*) from registration_refunds) as refunds,
                 (select count(*) from outbox_messages) as mails,
                 (select string_agg(id::text || state, ',' order by id) from tax_certificates) as certificates,
                 (select count(*) from sandbox_refunds) as sandbox`,
      z.object({
        refunds: z.coerce.number(),
        mails: z.coerce.number(),
        certificates: z.string().nullable(),
        sandbox: z.coerce.number(),
      }),
    );
    return defined(row);
  }

  it("a certified payment refunded through the sandbox: recorded, its certificate needs correction, the notice mailed; the next request issues correction 001 and mails it", async () => {
    const order = await pastPaid("Возвратова");
    const { me } = order;
    const other = await paidOrder(
      db(),
      await pastEvent(db(), {
        organizerId: club.id,
        inPlan: true,
        name: "Второй забег",
        startsAt: "2024-06-16T06:00:00Z",
      }),
      me,
      me,
      { extras: false, slotKopecks: 100_000 },
    );
    const issued = await submit(me);
    if (issued.kind !== "issued") throw new Error("not issued");
    const original = defined(issued.issued[0]);
    expect(original.amountKopecks).toBe(300_000);
    expect(order.totalKopecks).toBe(210_000);

    // The organizer gives back 500 ₽ of the first order's fee, through the acquirer.
    const answer = await sandboxRefund(core.url, order.providerPaymentId, {
      amountKopecks: 50_000,
    });
    expect(answer.status, answer.text).toBe(200);
    const refunded = sandboxAnswerSchema.parse(answer.json);
    expect(refunded).toMatchObject({
      providerPaymentId: order.providerPaymentId,
      amountKopecks: 50_000,
      registrationId: null,
      created: true,
      notified: true,
      merchantAnswer: { ok: true, status: "recorded" },
    });
    expect(refunded.refundId).toMatch(/^rf_[0-9a-f]{24}$/);

    const rows = await refundsOfPayment(db(), order.paymentId);
    expect(rows).toHaveLength(1);
    const row = defined(rows[0]);
    expect(row).toMatchObject({
      registrationId: order.registrationId,
      amountKopecks: 50_000,
      provider: "sandbox",
      providerRefundId: refunded.refundId,
    });
    expect(await refundsOfPayment(db(), other.paymentId)).toEqual([]);
    // Only money is recorded: the entry stays as the organizer left it.
    expect(await stateOf(db(), order.registrationId)).toBe("paid");
    expect(await certificateStates(me)).toEqual(["000:needsCorrection"]);

    const notices = await noticesOf(db(), row.id);
    expect(notices).toHaveLength(1);
    const notice = defined(notices[0]);
    expect(notice).toMatchObject({
      kind: "registrationRefund",
      recipient: await emailOf(me.id),
      language: "ru",
      subject: "Возврат денег: Забег Возвратова",
    });
    expect(notice.textBody).toContain("Здравствуйте, Ирина!");
    expect(notice.textBody).toMatch(
      /Организатор вернул 500\s₽ за регистрацию на «Забег Возвратова»/,
    );
    expect(notice.textBody).toContain("Запросите исправленную справку");
    expect(notice.textBody).toContain("http://localhost:4000/tax-deduction");
    expect(notice.htmlBody).toContain('href="http://localhost:4000/tax-deduction"');

    // The same refund again (the acquirer's retry with the same id): nothing more.
    const again = await sandboxRefund(core.url, order.providerPaymentId, {
      amountKopecks: 50_000,
      refundId: refunded.refundId,
    });
    expect(sandboxAnswerSchema.parse(again.json)).toMatchObject({
      refundId: refunded.refundId,
      created: false,
      notified: true,
      merchantAnswer: { ok: true, status: "alreadyRecorded" },
    });
    expect(await refundsOfPayment(db(), order.paymentId)).toHaveLength(1);
    expect(await noticesOf(db(), row.id)).toHaveLength(1);

    // Asked again: correction 001 of the same number, 500 ₽ less, mailed.
    const corrected = await submit(me);
    if (corrected.kind !== "issued") throw new Error("not corrected");
    const next = defined(corrected.corrected[0]);
    expect([next.number, next.correction, next.amountKopecks, next.state]).toEqual([
      original.number,
      "001",
      250_000,
      "issued",
    ]);
    expect(await certificateStates(me)).toEqual(["000:corrected", "001:issued"]);
    const mailed = await db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `taxCertificate:${next.id}:%`));
    expect(mailed).toHaveLength(1);
    expect(defined(mailed[0]).subject).toContain("(корр. 001)");
  });

  it("the same refund told many times at once is recorded once, with one notice", async () => {
    const order = await pastPaid("Дублева");
    const refundId = newRefundId();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        sendRefundCallback(core.url, {
          providerPaymentId: order.providerPaymentId,
          refundId,
          amountKopecks: 30_000,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const statuses = answers.map((a) => (a.json as { status: string }).status).sort();
    expect(statuses.filter((s) => s === "recorded")).toHaveLength(1);
    expect(statuses.filter((s) => s === "alreadyRecorded")).toHaveLength(11);
    const rows = await refundsOfPayment(db(), order.paymentId);
    expect(rows.map((r) => [r.providerRefundId, r.amountKopecks])).toEqual([[refundId, 30_000]]);
    expect(await noticesOf(db(), defined(rows[0]).id)).toHaveLength(1);
  });

  it("one refund id told about two payments at once: the unique key keeps one, the other is refused", async () => {
    for (let round = 0; round < 4; round++) {
      const a = await pastPaid(`Гонкова${round}`);
      const b = await pastPaid(`Спешкина${round}`);
      const refundId = newRefundId();
      const [first, second] = await Promise.all(
        [a, b].map((o) =>
          sendRefundCallback(core.url, {
            providerPaymentId: o.providerPaymentId,
            refundId,
            amountKopecks: 10_000,
          }),
        ),
      );
      const answers = [defined(first), defined(second)];
      expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
      const refused = defined(answers.find((x) => x.status === 409));
      expect(errorOf(refused)).toEqual({
        code: "INVALID_STATE",
        fields: { refundId: "refund.idReused" },
      });
      const rows = await db()
        .select()
        .from(registrationRefunds)
        .where(eq(registrationRefunds.providerRefundId, refundId));
      expect(rows).toHaveLength(1);
    }
  });

  it("refuses a bad signature, a malformed body, an unknown payment, an order not in the payment, more than was paid and a reused refund id — changing nothing", async () => {
    const order = await pastPaid("Отказова");
    const stranger = await pastPaid("Чужова");
    const issued = await submit(order.me);
    expect(issued.kind).toBe("issued");
    const notice = {
      providerPaymentId: order.providerPaymentId,
      refundId: newRefundId(),
      amountKopecks: 10_000,
    };
    const before = await snapshot();

    const forged = await sendRefundCallback(core.url, notice, "forged-callback-secret-0000");
    expect(forged.status).toBe(401);
    expect(errorOf(forged)).toEqual({ code: "UNAUTHORIZED" });
    const unsigned = await sendRefundCallback(core.url, notice, null);
    expect(errorOf(unsigned)).toEqual({ code: "UNAUTHORIZED" });
    // A body changed after it was signed.
    const body = refundBody(notice);
    const tampered = await http(core.url, "/Payment/Callback/sandbox/refund", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: signCallbackBody(CALLBACK_SECRET, body),
      },
      body: body.replace('"amountKopecks":10000', '"amountKopecks":99999'),
    });
    expect(tampered.status).toBe(401);

    const malformed = await sendRefundCallback(core.url, { ...notice, amountKopecks: -5 });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { amountKopecks: "field.invalid" },
    });

    const unknown = await sendRefundCallback(core.url, {
      ...notice,
      providerPaymentId: "sbx_000000000000000000000000",
    });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toEqual({
      code: "NOT_FOUND",
      fields: { providerPaymentId: "refund.unknownPayment" },
    });

    const notInPayment = await sendRefundCallback(core.url, {
      ...notice,
      registrationId: stranger.registrationId,
    });
    expect(notInPayment.status).toBe(404);
    expect(errorOf(notInPayment)).toEqual({
      code: "NOT_FOUND",
      fields: { registrationId: "refund.notInPayment" },
    });

    const tooMuch = await sendRefundCallback(core.url, {
      ...notice,
      amountKopecks: order.totalKopecks + 1,
    });
    expect(tooMuch.status).toBe(409);
    expect(errorOf(tooMuch)).toEqual({
      code: "INVALID_STATE",
      fields: { amountKopecks: "refund.exceedsPaid" },
    });
    expect(await snapshot()).toEqual(before);
    expect(await certificateStates(order.me)).toEqual(["000:issued"]);

    // After 2 000 ₽ given back, 100 ₽ is left of the 2 100 ₽ paid: 100,01 ₽ more is too much.
    const part = await sendRefundCallback(core.url, { ...notice, amountKopecks: 200_000 });
    expect(part.json).toEqual({ ok: true, status: "recorded" });
    const afterPart = await snapshot();
    const rest = await sendRefundCallback(core.url, {
      ...notice,
      refundId: newRefundId(),
      amountKopecks: 10_001,
    });
    expect(errorOf(rest)).toEqual({
      code: "INVALID_STATE",
      fields: { amountKopecks: "refund.exceedsPaid" },
    });
    const reused = await sendRefundCallback(core.url, { ...notice, amountKopecks: 5_000 });
    expect(errorOf(reused)).toEqual({
      code: "INVALID_STATE",
      fields: { refundId: "refund.idReused" },
    });
    expect(await snapshot()).toEqual(afterPart);
    const last = await sendRefundCallback(core.url, {
      ...notice,
      refundId: newRefundId(),
      amountKopecks: 10_000,
    });
    expect(last.json).toEqual({ ok: true, status: "recorded" });
    expect(
      (await refundsOfPayment(db(), order.paymentId)).map((r) => r.amountKopecks).sort(),
    ).toEqual([10_000, 200_000]);
  });

  it("refuses a declined payment's refund, and the sandbox refuses what it never took or more than it took", async () => {
    const race = await createRaceFixture(db());
    const pending = await awaitingOrder(core.url, race);
    const started = await savePay(core.url, pending.cookie, pending.registrationId, "card");
    if (started.kind !== "redirect") throw new Error("expected a redirect");
    const providerPaymentId = await providerIdOf(db(), started.paymentId);
    expect((await sendCallback(core.url, providerPaymentId, "declined")).status).toBe(200);
    const before = await snapshot();

    const declined = await sendRefundCallback(core.url, {
      providerPaymentId,
      refundId: newRefundId(),
      amountKopecks: 1_000,
    });
    expect(declined.status).toBe(409);
    expect(errorOf(declined)).toEqual({
      code: "INVALID_STATE",
      fields: { providerPaymentId: "refund.paymentNotSucceeded" },
    });
    const atSandbox = await sandboxRefund(core.url, providerPaymentId, { amountKopecks: 1_000 });
    expect(atSandbox.status).toBe(409);
    expect(errorOf(atSandbox)).toEqual({
      code: "INVALID_STATE",
      fields: { providerPaymentId: "refund.paymentNotSucceeded" },
    });

    const paid = await pastPaid("Лимитова");
    const over = await sandboxRefund(core.url, paid.providerPaymentId, {
      amountKopecks: paid.totalKopecks + 1,
    });
    expect(errorOf(over)).toEqual({
      code: "INVALID_STATE",
      fields: { amountKopecks: "refund.exceedsPaid" },
    });
    expect(
      (await sandboxRefund(core.url, "sbx_ffffffffffffffffffffffff", { amountKopecks: 1 })).status,
    ).toBe(404);
    const badInput = await sandboxRefund(core.url, paid.providerPaymentId, { amountKopecks: 0 });
    expect(errorOf(badInput)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { amountKopecks: "field.invalid" },
    });
    // A form (what the BFF's /sandbox/* relay carries) never reaches the operator's action.
    const form = await http(core.url, `/sandbox/payments/${paid.providerPaymentId}/refunds`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "amountKopecks=100",
    });
    expect(form.status).toBe(400);
    const { refunds, mails, sandbox } = await snapshot();
    expect({ refunds, mails, sandbox }).toEqual({
      refunds: before.refunds,
      mails: before.mails,
      sandbox: before.sandbox,
    });
  });

  it("a payment of several: the refund names the order, its part is the limit, the payer is told", async () => {
    const race = await createRaceFixture(db());
    const parent = await signUp(core.url);
    const own = await confirmedOrder(core.url, parent, race);
    const childEmail = await createChild(core.url, parent, "Маша");
    const kid = await confirmedOrder(core.url, parent, race, {
      participantEmail: childEmail,
      firstName: "Маша",
    });
    const started = await savePayTogether(core.url, parent, own, [kid]);
    if (started.kind !== "redirect") throw new Error("expected a redirect");
    expect((await payByCard(core.url, started.url, "4242 4242 4242 4242")).status).toBe(303);
    expect(await stateOf(db(), kid)).toBe("paid");
    const providerPaymentId = await providerIdOf(db(), started.paymentId);
    const parts = await itemsOf(db(), started.paymentId);
    const kidPart = defined(parts[kid]);
    const before = await snapshot();

    const unnamed = await sendRefundCallback(core.url, {
      providerPaymentId,
      refundId: newRefundId(),
      amountKopecks: 1_000,
    });
    expect(unnamed.status).toBe(400);
    expect(errorOf(unnamed)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { registrationId: "field.required" },
    });
    const overPart = await sendRefundCallback(core.url, {
      providerPaymentId,
      refundId: newRefundId(),
      amountKopecks: kidPart + 1,
      registrationId: kid,
    });
    expect(errorOf(overPart)).toEqual({
      code: "INVALID_STATE",
      fields: { amountKopecks: "refund.exceedsPaid" },
    });
    expect(await snapshot()).toEqual(before);

    const answer = await sandboxRefund(core.url, providerPaymentId, {
      amountKopecks: kidPart,
      registrationId: kid,
    });
    expect(sandboxAnswerSchema.parse(answer.json)).toMatchObject({
      registrationId: kid,
      notified: true,
      merchantAnswer: { ok: true, status: "recorded" },
    });
    const rows = await refundsOfPayment(db(), started.paymentId);
    expect(rows.map((r) => [r.registrationId, r.amountKopecks])).toEqual([[kid, kidPart]]);
    expect(await stateOf(db(), kid)).toBe("paid");
    expect(await stateOf(db(), own)).toBe("paid");
    const notices = await noticesOf(db(), defined(rows[0]).id);
    expect(notices.map((n) => n.textBody.includes("участник: Маша Петрова"))).toEqual([true]);
    expect(defined(notices[0]).textBody).not.toContain("tax-deduction");
    // The child's card shows the money given back.
    const mine = myRegistrationsSchema.parse(
      (await get(core.url, "/api/account/registrations?language=ru", parent)).json,
    );
    expect(mine.items.find((item) => item.id === kid)?.refundedKopecks).toBe(kidPart);
    expect(mine.items.find((item) => item.id === own)?.refundedKopecks).toBe(0);
  });

  it("a refund of a payment whose success callback never came applies the success first, then records the refund", async () => {
    const race = await createRaceFixture(db());
    const order = await awaitingOrder(core.url, race);
    const started = await savePay(core.url, order.cookie, order.registrationId, "card");
    if (started.kind !== "redirect") throw new Error("expected a redirect");
    const providerPaymentId = await providerIdOf(db(), started.paymentId);
    // The bank took the money; its callback was lost.
    await db()
      .update(sandboxPayments)
      .set({ status: "succeeded" })
      .where(eq(sandboxPayments.id, providerPaymentId));
    expect(await stateOf(db(), order.registrationId)).toBe("awaitingPayment");

    const answer = await sandboxRefund(core.url, providerPaymentId, { amountKopecks: 10_000 });
    expect(sandboxAnswerSchema.parse(answer.json)).toMatchObject({
      notified: true,
      merchantAnswer: { ok: true, status: "recorded" },
    });
    expect(await stateOf(db(), order.registrationId)).toBe("paid");
    expect((await mailsAbout(db(), order.registrationId)).map((m) => m.kind)).toEqual([
      "paymentConfirmation",
    ]);
    expect((await refundsOfPayment(db(), started.paymentId)).map((r) => r.amountKopecks)).toEqual([
      10_000,
    ]);
  });

  it("a notification that could not be delivered stays in the sandbox's ledger and is sent again with the same refund id", async () => {
    const order = await pastPaid("Повторова");
    const failures: unknown[] = [];
    let down = true;
    const refunds = new SandboxRefunds({
      db: db(),
      now: () => new Date(),
      callbackSecret: CALLBACK_SECRET,
      provider: "sandbox",
      // Delivered over HTTP as a real acquirer would; the first attempt finds core unreachable.
      deliver: async (provider, rawBody, headers) => {
        if (down) throw new Error("connect ECONNREFUSED");
        const sent = await http(core.url, `/Payment/Callback/${provider}/refund`, {
          method: "POST",
          headers: Object.fromEntries(
            Object.entries(headers).filter((e): e is [string, string] => typeof e[1] === "string"),
          ),
          body: rawBody,
        });
        if (sent.status === 200) return sent.json as { ok: true; status: "recorded" };
        const error = errorOf(sent);
        return { ok: false, httpStatus: sent.status, code: error.code };
      },
      onDeliveryError: (error) => failures.push(error),
    });

    const first = await refunds.refund(order.providerPaymentId, { amountKopecks: 20_000 });
    if (first.kind !== "refunded") throw new Error(`not refunded: ${first.kind}`);
    expect(first.answer).toBeNull();
    expect(failures).toHaveLength(1);
    expect(await refundsOfPayment(db(), order.paymentId)).toEqual([]);
    const ledger = await db()
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.id, first.refund.id));
    expect(ledger.map((r) => [r.notifiedAt, r.lastError])).toEqual([[null, "not delivered"]]);

    down = false;
    const retried = await refunds.refund(order.providerPaymentId, {
      amountKopecks: 20_000,
      refundId: first.refund.id,
    });
    if (retried.kind !== "refunded") throw new Error(`not refunded: ${retried.kind}`);
    expect(retried.created).toBe(false);
    expect(retried.answer).toEqual({ ok: true, status: "recorded" });
    expect(retried.refund.notifiedAt).not.toBeNull();
    expect(retried.refund.lastError).toBeNull();
    expect((await refundsOfPayment(db(), order.paymentId)).map((r) => r.providerRefundId)).toEqual([
      first.refund.id,
    ]);
    // Nothing was refunded twice at the acquirer either.
    expect(
      await db()
        .select()
        .from(sandboxRefunds)
        .where(inArray(sandboxRefunds.paymentId, [order.providerPaymentId])),
    ).toHaveLength(1);
  });
});
