import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sandboxPayments } from "../src/db/schema";
import { qrSvg } from "../src/html/qr-image";
import { DRIVERS, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { http } from "./support/http";
import {
  awaitingOrder,
  mailsAbout,
  payInfoOf,
  postForm,
  qrStatus,
  savePay,
  startPaymentsCore,
  stateOf,
} from "./support/payments";
import { errorOf, post, signUp } from "./support/registration";

const MINUTE = 60_000;

describe.each(DRIVERS)("QR and fast payments on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startPaymentsCore(driver, () => now);
  });
  afterAll(() => core.close());

  async function startQr(method: "qr" | "sbp" = "qr") {
    const race = await createRaceFixture(core.server.db);
    const order = await awaitingOrder(core.url, race);
    const started = await savePay(core.url, order.cookie, order.registrationId, method);
    if (started.kind !== "qr") throw new Error(`a ${method} payment shows a code`);
    return { ...order, started };
  }

  it("shows a code for the person's host, is polled pending, then paid once the code is paid", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(core.server.db);
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    const response = await post(
      core.url,
      "/Register/ApiSavePay",
      { RegistrationId: registrationId, PaymentType: "qr" },
      cookie,
    );
    expect(response.status).toBe(200);
    const started = await savePay(core.url, cookie, registrationId, "qr");
    if (started.kind !== "qr") throw new Error("a QR payment shows a code");
    expect(started.qrId).toMatch(/^qr_[0-9a-f]{24}$/);
    expect(started.paymentUrl).toBe(`/sandbox/qr/${started.qrId}`);
    expect(started.expiresAt).toBe(new Date(TEST_NOW.getTime() + 20 * MINUTE).toISOString());
    // The image is the payload's own code, so scanning it opens the pay page on the host the person is on.
    expect(started.qrPayload).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/sandbox/qr/${started.qrId}$`),
    );
    expect(
      Buffer.from(started.imageUrl.replace("data:image/svg+xml;base64,", ""), "base64").toString(
        "utf8",
      ),
    ).toBe(qrSvg(started.qrPayload));

    expect(await qrStatus(core.url, cookie, started.qrId)).toEqual({
      qrId: started.qrId,
      status: "pending",
      registrationId,
      result: "checking",
    });
    const page = await http(core.url, started.paymentUrl ?? "");
    expect(page.status).toBe(200);
    expect(page.text).toContain('value="pay"');

    const paid = await postForm(core.url, `/sandbox/qr/${started.qrId}`, { action: "pay" });
    expect(paid.status).toBe(200);
    expect(paid.text).toContain("Оплачено");
    expect(await qrStatus(core.url, cookie, started.qrId)).toEqual({
      qrId: started.qrId,
      status: "paid",
      registrationId,
      result: "success",
    });
    expect(await stateOf(core.server.db, registrationId)).toBe("paid");
    expect(await mailsAbout(core.server.db, registrationId)).toHaveLength(1);
    expect(
      (await postForm(core.url, `/sandbox/qr/${started.qrId}`, { action: "pay" })).status,
    ).toBe(409);
  });

  it("a forwarded host (the BFF's) is the one the code points at", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(core.server.db);
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    const viaBff = await http(core.url, "/Register/ApiSavePay", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie,
        "x-forwarded-host": "localhost:5173",
        "x-forwarded-proto": "https",
      },
      body: JSON.stringify({ RegistrationId: registrationId, PaymentType: "sbp" }),
    });
    expect(viaBff.json).toMatchObject({
      kind: "qr",
      qrPayload: expect.stringMatching(/^https:\/\/localhost:5173\/sandbox\/qr\/qr_/),
    });
    const odd = await http(core.url, "/Register/ApiSavePay", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie,
        "x-forwarded-host": "evil.example/<x>",
      },
      body: JSON.stringify({ RegistrationId: registrationId, PaymentType: "sbp" }),
    });
    expect(odd.json).toMatchObject({
      kind: "qr",
      qrPayload: expect.stringMatching(/^\/sandbox\/qr\/qr_/),
    });
  });

  it("a declined code reads failed (retry or change method), and a new code can still pay", async () => {
    now = TEST_NOW;
    const { cookie, registrationId, started } = await startQr("sbp");
    if (started.kind !== "qr") throw new Error("unreachable");
    await postForm(core.url, `/sandbox/qr/${started.qrId}`, { action: "decline" });
    expect(await qrStatus(core.url, cookie, started.qrId)).toMatchObject({
      status: "failed",
      result: "error",
    });
    expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
      result: "error",
      state: "awaitingPayment",
    });
    const second = await savePay(core.url, cookie, registrationId, "qr");
    if (second.kind !== "qr") throw new Error("a QR payment shows a code");
    await postForm(core.url, `/sandbox/qr/${second.qrId}`, { action: "pay" });
    expect(await qrStatus(core.url, cookie, second.qrId)).toMatchObject({ status: "paid" });
    expect(await qrStatus(core.url, cookie, started.qrId)).toMatchObject({ status: "failed" });
  });

  it("an unscanned code expires with the window", async () => {
    now = TEST_NOW;
    const { cookie, started } = await startQr();
    if (started.kind !== "qr") throw new Error("unreachable");
    now = new Date(TEST_NOW.getTime() + 20 * MINUTE);
    expect(await qrStatus(core.url, cookie, started.qrId)).toMatchObject({
      status: "expired",
      result: "expired",
    });
    const late = await postForm(core.url, `/sandbox/qr/${started.qrId}`, { action: "pay" });
    expect(late.status).toBe(409);
    now = TEST_NOW;
  });

  it("catches up with a payment whose callback never came", async () => {
    now = TEST_NOW;
    const { cookie, registrationId, started } = await startQr();
    if (started.kind !== "qr") throw new Error("unreachable");
    // The acquirer took the money, but its callback was lost on the way.
    await core.server.db
      .update(sandboxPayments)
      .set({ status: "succeeded" })
      .where(eq(sandboxPayments.id, started.qrId));
    expect(await stateOf(core.server.db, registrationId)).toBe("awaitingPayment");
    expect(await qrStatus(core.url, cookie, started.qrId)).toMatchObject({
      status: "paid",
      result: "success",
    });
    expect(await stateOf(core.server.db, registrationId)).toBe("paid");
  });

  it("a code is polled only by its owner", async () => {
    now = TEST_NOW;
    const { started } = await startQr();
    if (started.kind !== "qr") throw new Error("unreachable");
    const stranger = await signUp(core.url);
    const response = await post(
      core.url,
      "/Payment/CheckQrCodeStatus",
      { qrId: started.qrId },
      stranger,
    );
    expect(response.status).toBe(404);
    expect(errorOf(response)).toEqual({ code: "NOT_FOUND" });
    const unknown = await post(
      core.url,
      "/Payment/CheckQrCodeStatus",
      { qrId: "qr_000000000000000000000000" },
      stranger,
    );
    expect(unknown.status).toBe(404);
  });
});
