import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { payments, races } from "../src/db/schema";
import {
  SANDBOX_SIGNATURE_HEADER,
  signCallbackBody,
} from "../src/modules/payments/sandbox/callback-signature";
import { DRIVERS, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { http } from "./support/http";
import {
  awaitingOrder,
  CALLBACK_SECRET,
  mailsAbout,
  providerIdOf,
  savePay,
  sendCallback,
  startPaymentsCore,
  stateOf,
} from "./support/payments";
import { errorOf } from "./support/registration";

describe.each(DRIVERS)("acquirer callbacks on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startPaymentsCore(driver);
  });
  afterAll(() => core.close());

  const db = () => core.server.db;

  async function pendingPayment(method: "card" | "qr" = "card") {
    const race = await createRaceFixture(db());
    const order = await awaitingOrder(core.url, race);
    const started = await savePay(core.url, order.cookie, order.registrationId, method);
    if (started.kind === "result") throw new Error("a paid order has something to pay");
    return {
      ...order,
      race,
      paymentId: started.paymentId,
      providerPaymentId: await providerIdOf(db(), started.paymentId),
    };
  }

  async function paymentStatus(paymentId: string) {
    return (
      await db()
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, paymentId))
    )[0]?.status;
  }

  it("a duplicated success callback pays once and confirms once", async () => {
    const p = await pendingPayment();
    for (let i = 0; i < 3; i++) {
      const response = await sendCallback(core.url, p.providerPaymentId, "succeeded");
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ ok: true, status: "succeeded" });
    }
    expect(await stateOf(db(), p.registrationId)).toBe("paid");
    expect(await mailsAbout(db(), p.registrationId)).toHaveLength(1);
    expect(
      (await db().select({ n: races.taken }).from(races).where(eq(races.id, p.race.raceId)))[0]?.n,
    ).toBe(1);
  });

  it("concurrent duplicates of a success callback pay once", async () => {
    const p = await pendingPayment("qr");
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => sendCallback(core.url, p.providerPaymentId, "succeeded")),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 16 }, () => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.json)))).toEqual(
      new Set([JSON.stringify({ ok: true, status: "succeeded" })]),
    );
    expect(await stateOf(db(), p.registrationId)).toBe("paid");
    expect(await mailsAbout(db(), p.registrationId)).toHaveLength(1);
    expect(await paymentStatus(p.paymentId)).toBe("succeeded");
  });

  it("two different payments succeeding at once: one pays, the other is refunded", async () => {
    const race = await createRaceFixture(db());
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    const ids: string[] = [];
    for (const method of ["card", "qr"] as const) {
      const started = await savePay(core.url, cookie, registrationId, method);
      if (started.kind === "result") throw new Error("unreachable");
      ids.push(started.paymentId);
    }
    const providerIds = await Promise.all(ids.map((id) => providerIdOf(db(), id)));
    const answers = await Promise.all(
      providerIds.map((id) => sendCallback(core.url, id, "succeeded")),
    );
    expect(answers.map((a) => (a.json as { status: string }).status).sort()).toEqual([
      "refundDue",
      "succeeded",
    ]);
    expect(await stateOf(db(), registrationId)).toBe("paid");
    const rows = await db()
      .select()
      .from(payments)
      .where(eq(payments.registrationId, registrationId));
    expect(rows.find((row) => row.status === "refundDue")?.refundReason).toBe("alreadyPaid");
    expect((await mailsAbout(db(), registrationId)).map((m) => m.kind)).toEqual([
      "paymentConfirmation",
    ]);
    expect(
      (await db().select({ n: races.taken }).from(races).where(eq(races.id, race.raceId)))[0]?.n,
    ).toBe(1);
  });

  it("a late decline never un-pays; a success after a decline pays (money that came is kept)", async () => {
    const paid = await pendingPayment();
    await sendCallback(core.url, paid.providerPaymentId, "succeeded");
    expect((await sendCallback(core.url, paid.providerPaymentId, "declined")).json).toEqual({
      ok: true,
      status: "succeeded",
    });
    expect(await stateOf(db(), paid.registrationId)).toBe("paid");

    const changed = await pendingPayment();
    expect((await sendCallback(core.url, changed.providerPaymentId, "declined")).json).toEqual({
      ok: true,
      status: "declined",
    });
    expect((await sendCallback(core.url, changed.providerPaymentId, "declined")).json).toEqual({
      ok: true,
      status: "declined",
    });
    expect(await stateOf(db(), changed.registrationId)).toBe("awaitingPayment");
    expect((await sendCallback(core.url, changed.providerPaymentId, "succeeded")).json).toEqual({
      ok: true,
      status: "succeeded",
    });
    expect(await stateOf(db(), changed.registrationId)).toBe("paid");
  });

  it("believes only callbacks signed with the secret, and changes nothing for the rest", async () => {
    const p = await pendingPayment();
    const forged = await sendCallback(
      core.url,
      p.providerPaymentId,
      "succeeded",
      "another-secret-0123456789",
    );
    expect(forged.status).toBe(401);
    expect(errorOf(forged)).toEqual({ code: "UNAUTHORIZED" });

    const body = JSON.stringify({
      eventId: "6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70",
      providerPaymentId: p.providerPaymentId,
      outcome: "succeeded",
    });
    const signature = signCallbackBody(CALLBACK_SECRET, body);
    const send = (raw: string, headers: Record<string, string> = {}) =>
      http(core.url, "/Payment/Callback/sandbox", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [SANDBOX_SIGNATURE_HEADER]: signature,
          ...headers,
        },
        body: raw,
      });
    expect((await send(body.replace("succeeded", "declined"))).status).toBe(401);
    expect((await send(` ${body}`)).status).toBe(401);
    expect((await send(body, { [SANDBOX_SIGNATURE_HEADER]: "nothex" })).status).toBe(401);
    const unsignedJunk = "{not json";
    expect(
      (
        await send(unsignedJunk, {
          [SANDBOX_SIGNATURE_HEADER]: signCallbackBody(CALLBACK_SECRET, unsignedJunk),
        })
      ).status,
    ).toBe(401);
    const otherProvider = await http(core.url, "/Payment/Callback/paypal", {
      method: "POST",
      headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
    });
    expect(otherProvider.status).toBe(404);
    expect(await stateOf(db(), p.registrationId)).toBe("awaitingPayment");
    expect(await paymentStatus(p.paymentId)).toBe("pending");

    const unknown = await sendCallback(core.url, "sbx_000000000000000000000000", "succeeded");
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: "NOT_FOUND" });
    expect((await send(body)).json).toEqual({ ok: true, status: "succeeded" });
  });
});
