import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  cartSchema,
  payInfoSchema,
  qrCodeStatusSchema,
  savePayResultSchema,
  type Cart,
  type PayInfo,
  type PaymentMethod,
  type QrCodeStatusDto,
  type SavePayResult,
} from "@reg/domain";
import type { CoreDb } from "../../src/index";
import { outboxMessages, payments, registrations } from "../../src/db/schema";
import { contentOf } from "../../src/outbox/rendered-at-send";
import {
  SANDBOX_SIGNATURE_HEADER,
  signCallbackBody,
} from "../../src/modules/payments/sandbox/callback-signature";
import { SANDBOX_TEST_CARDS } from "../../src/modules/payments/sandbox/test-cards";
import { startCore, type DriverName, type RunningCore } from "./core";
import { http, type HttpResponse } from "./http";
import { get, post, register, signUp } from "./registration";

/** The callback secret the payment tests start core with, so they can sign callbacks themselves. */
export const CALLBACK_SECRET = "test-callback-secret-0123456789";

export { SANDBOX_TEST_CARDS };

/**
 * Core as the payment tests run it: the sandbox's callbacks signed, no sweeper (a test sweeps when
 * it means to), on the test's clock when it moves one (TEST_NOW otherwise).
 */
export function startPaymentsCore(driver: DriverName, now?: () => Date): Promise<RunningCore> {
  return startCore(driver, {
    ...(now ? { now } : {}),
    sweepIntervalMs: 0,
    paymentCallbackSecret: CALLBACK_SECRET,
  });
}

async function ok(response: HttpResponse, what: string): Promise<unknown> {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${response.text}`);
  return response.json;
}

/** A new person's registration, confirmed (POST /Register/Cart): awaiting its payment. */
export async function awaitingOrder(
  baseUrl: string,
  race: { eventCode: string; raceCode: string },
  cookie?: string,
): Promise<{ cookie: string; registrationId: string }> {
  const person = cookie ?? (await signUp(baseUrl));
  const { registrationId } = await register(baseUrl, person, race);
  await ok(await post(baseUrl, "/Register/Cart", { registrationId }, person), "confirm");
  return { cookie: person, registrationId };
}

export async function payInfoOf(
  baseUrl: string,
  cookie: string,
  registrationId: string,
  language = "ru",
): Promise<PayInfo> {
  return payInfoSchema.parse(
    await ok(
      await get(
        baseUrl,
        `/Register/ApiPay?RegistrationId=${registrationId}&language=${language}`,
        cookie,
      ),
      "ApiPay",
    ),
  );
}

export async function savePay(
  baseUrl: string,
  cookie: string,
  registrationId: string,
  method: PaymentMethod,
  language = "ru",
): Promise<SavePayResult> {
  return savePayResultSchema.parse(
    await ok(
      await post(
        baseUrl,
        "/Register/ApiSavePay",
        { RegistrationId: registrationId, PaymentType: method, language },
        cookie,
      ),
      "ApiSavePay",
    ),
  );
}

export async function repeatPay(
  baseUrl: string,
  cookie: string,
  registrationId: string,
): Promise<Cart> {
  return cartSchema.parse(
    await ok(
      await post(baseUrl, "/Register/ApiRepeatPay", { RegistrationId: registrationId }, cookie),
      "ApiRepeatPay",
    ),
  );
}

export async function qrStatus(
  baseUrl: string,
  cookie: string,
  qrId: string,
): Promise<QrCodeStatusDto> {
  return qrCodeStatusSchema.parse(
    await ok(
      await post(baseUrl, "/Payment/CheckQrCodeStatus", { qrId }, cookie),
      "CheckQrCodeStatus",
    ),
  );
}

/** A form post, as a browser sends one from the sandbox's pages. */
export function postForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
): Promise<HttpResponse> {
  return http(baseUrl, path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Pays on the sandbox's checkout page with `card`; resolves to the page's answer (303 back, or the page again). */
export function payByCard(
  baseUrl: string,
  checkoutUrl: string,
  card: string,
): Promise<HttpResponse> {
  return postForm(baseUrl, checkoutUrl, {
    cardNumber: card,
    expiry: "12/30",
    cvc: "123",
    holder: "ANNA PETROVA",
  });
}

/** Starts a card payment and pays it on the checkout page. */
export async function payWithCard(
  baseUrl: string,
  cookie: string,
  registrationId: string,
  card: string = SANDBOX_TEST_CARDS.success,
): Promise<HttpResponse> {
  const started = await savePay(baseUrl, cookie, registrationId, "card");
  if (started.kind !== "redirect") throw new Error(`expected a redirect, got ${started.kind}`);
  return payByCard(baseUrl, started.url, card);
}

/** A callback as the sandbox acquirer signs it, sent over HTTP. */
export function sendCallback(
  baseUrl: string,
  providerPaymentId: string,
  outcome: "succeeded" | "declined",
  secret = CALLBACK_SECRET,
): Promise<HttpResponse> {
  const body = JSON.stringify({ eventId: randomUUID(), providerPaymentId, outcome });
  return http(baseUrl, "/Payment/Callback/sandbox", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: signCallbackBody(secret, body),
    },
    body,
  });
}

/** The acquirer's id of the registration's latest attempt. */
export async function providerIdOf(db: CoreDb, paymentId: string): Promise<string> {
  const [row] = await db
    .select({ id: payments.providerPaymentId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!row?.id) throw new Error(`payment ${paymentId} has no acquirer id`);
  return row.id;
}

export async function stateOf(db: CoreDb, registrationId: string): Promise<string | undefined> {
  return (
    await db
      .select({ state: registrations.state })
      .from(registrations)
      .where(eq(registrations.id, registrationId))
  )[0]?.state;
}

/**
 * The outbox messages about one registration or payment (by the dedupe key's tail), subject and
 * bodies as they are sent: a message kept as facts is rendered (decision 0044).
 */
export async function mailsAbout(
  db: CoreDb,
  id: string,
): Promise<(typeof outboxMessages.$inferSelect)[]> {
  const rows = await db.select().from(outboxMessages);
  return rows
    .filter((row) => row.dedupeKey.endsWith(`:${id}`))
    .map((row) => {
      const content = contentOf(row);
      return {
        ...row,
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
        attachments: content.attachments,
      };
    });
}
