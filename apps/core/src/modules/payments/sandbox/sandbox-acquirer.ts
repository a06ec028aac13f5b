import { randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { isQrPaymentMethod, PAYMENT_METHODS, type Locale, type PaymentMethod } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { type SANDBOX_PAYMENT_KINDS, SANDBOX_PAYMENT_STATUSES } from "../../../db/schema";
import type {
  CallbackHeaders,
  CallbackReceiver,
  CreatedPayment,
  PaymentProvider,
  PaymentRequest,
  ProviderCallback,
  ProviderOutcome,
  ProviderStatus,
  VerifiedRefund,
} from "../port/provider-port";
import { isSignedWithAny, SANDBOX_SIGNATURE_HEADER, signCallbackBody } from "./callback-signature";
import { readRefundNotification } from "./sandbox-refunds";
import { SandboxLedger, type SandboxPayment } from "./sandbox-ledger";

export const SANDBOX_PROVIDER = "sandbox";

/**
 * Ids the sandbox hands out: card payments `sbx_…`, QR codes `qr_…`, the other methods' pages
 * `pay_…` (24 hex digits).
 */
export const SANDBOX_CARD_ID = /^sbx_[0-9a-f]{24}$/;
export const SANDBOX_QR_ID = /^qr_[0-9a-f]{24}$/;
export const SANDBOX_METHOD_ID = /^pay_[0-9a-f]{24}$/;

export type SandboxKind = (typeof SANDBOX_PAYMENT_KINDS)[number];

/** The page a method is paid on: cards and installments the card page, QR and SBP a code. */
export function sandboxKindOf(method: PaymentMethod): SandboxKind {
  if (method === "card" || method === "installments") return "card";
  if (isQrPaymentMethod(method)) return "qr";
  return method;
}

const ID_PREFIX: Partial<Record<SandboxKind, string>> = { card: "sbx", qr: "qr" };

const callbackSchema = z.object({
  eventId: z.uuid(),
  providerPaymentId: z.string().max(64),
  outcome: z.enum(["succeeded", "declined"]),
});

export type { SandboxPayment };

export interface SandboxAcquirerOptions {
  db: CoreDb;
  now: () => Date;
  /** Callbacks are signed with it; core checks them with the same secret. */
  callbackSecret: string;
  /** During a rotation, callbacks signed with the secret before are believed too; none is signed with it. */
  previousCallbackSecret?: string | undefined;
  /** Where the sandbox "sends" its callbacks: in-process, as if over HTTP. */
  deliver: CallbackReceiver;
  /** A callback that could not be delivered; the payments module catches up by queryStatus. */
  onDeliveryError: (error: unknown) => void;
  /**
   * How long after its decision the "bank" sends the callback (default 0): a slow acquirer, the
   * window in which the fault tests kill core (test/faults-payment-kill.test.ts).
   */
  callbackDelayMs?: number;
}

export type CompletionResult =
  | { kind: "completed"; payment: SandboxPayment }
  /** Already paid or declined before: nothing changes. */
  | { kind: "alreadyDone"; payment: SandboxPayment }
  /** The time to pay is over: the sandbox no longer takes it. */
  | { kind: "expired"; payment: SandboxPayment }
  | { kind: "notFound" };

/**
 * A stand-in acquirer that lives inside core: its own ledger table, its own pages (card checkout,
 * "pay this QR", and a page for each other method: bank transfer, PayPal, Assist Belarus, Uzcard
 * and Humo, Express Pay), test data that succeed, decline or time out, and signed callbacks. It
 * takes every method of SPEC §9; installments are charged as a card payment of the first part.
 */
export class SandboxAcquirer implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER;
  readonly methods = PAYMENT_METHODS;

  readonly #ledger: SandboxLedger;

  constructor(private readonly options: SandboxAcquirerOptions) {
    this.#ledger = new SandboxLedger(options.db);
  }

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const kind = sandboxKindOf(request.method);
    const id = `${ID_PREFIX[kind] ?? "pay"}_${randomBytes(12).toString("hex")}`;
    const now = this.options.now();
    await this.#ledger.open({
      id,
      merchantPaymentId: request.paymentId,
      kind,
      status: "pending",
      amountKopecks: request.amountKopecks,
      description: request.description,
      language: request.language,
      returnPath: request.returnPath,
      installmentPlan: request.installments,
      createdAt: now,
      expiresAt: request.expiresAt,
      updatedAt: now,
    });
    if (kind !== "qr")
      return {
        providerPaymentId: id,
        action: {
          kind: "redirect",
          url: kind === "card" ? `/sandbox/checkout/${id}` : `/sandbox/pay/${id}`,
        },
      };
    const paymentUrl = `/sandbox/qr/${id}`;
    // A phone that scans the code needs a whole address; without a trusted host the path will do.
    const payload = request.origin === null ? paymentUrl : `${request.origin}${paymentUrl}`;
    return { providerPaymentId: id, action: { kind: "qr", qrId: id, payload, paymentUrl } };
  }

  async queryStatus(providerPaymentId: string): Promise<ProviderStatus> {
    const payment = await this.find(providerPaymentId);
    return payment ? z.enum(SANDBOX_PAYMENT_STATUSES).parse(payment.status) : "pending";
  }

  verifyCallback(rawBody: string, headers: CallbackHeaders): ProviderCallback | null {
    if (!this.isSigned(rawBody, headers)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const body = callbackSchema.safeParse(parsed);
    return body.success
      ? { providerPaymentId: body.data.providerPaymentId, outcome: body.data.outcome }
      : null;
  }

  /** Refund notifications are signed as the payment callbacks are, with the same secrets. */
  verifyRefundCallback(rawBody: string, headers: CallbackHeaders): VerifiedRefund {
    if (!this.isSigned(rawBody, headers)) return { kind: "unsigned" };
    return readRefundNotification(rawBody);
  }

  /** Signed with the secret, or during a rotation with the one before. */
  private isSigned(rawBody: string, headers: CallbackHeaders): boolean {
    return isSignedWithAny(
      [this.options.callbackSecret, this.options.previousCallbackSecret],
      rawBody,
      headers,
    );
  }

  async find(id: string): Promise<SandboxPayment | undefined> {
    return this.#ledger.find(id);
  }

  /**
   * The "bank's" answer for a pending payment: recorded once (a second answer finds it done),
   * then sent to the merchant as a signed callback. Decided by one conditional statement; only
   * when it changes nothing is the payment read, to say why.
   */
  async complete(
    id: string,
    kind: SandboxPayment["kind"],
    outcome: ProviderOutcome,
    cardLast4: string | null = null,
  ): Promise<CompletionResult> {
    const now = this.options.now();
    const updated = await this.#ledger.decide({ id, kind, outcome, cardLast4, now });
    if (updated) return this.#decided(updated, outcome);
    const payment = await this.find(id);
    if (!payment || payment.kind !== kind) return { kind: "notFound" };
    if (payment.status !== "pending") return { kind: "alreadyDone", payment };
    return { kind: "expired", payment };
  }

  /** The callback of a payment just decided, after the "bank's" delay. */
  async #decided(updated: SandboxPayment, outcome: ProviderOutcome): Promise<CompletionResult> {
    const { id } = updated;
    const delay = this.options.callbackDelayMs ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    await this.sendCallback(id, outcome);
    return { kind: "completed", payment: updated };
  }

  /** Signs and delivers a callback; a failed delivery is reported, the payment stays decided. */
  async sendCallback(providerPaymentId: string, outcome: ProviderOutcome): Promise<void> {
    const rawBody = JSON.stringify({ eventId: randomUUID(), providerPaymentId, outcome });
    const headers = {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: signCallbackBody(this.options.callbackSecret, rawBody),
    };
    try {
      await this.options.deliver(this.name, rawBody, headers);
    } catch (error) {
      this.options.onDeliveryError(error);
    }
  }
}

export function sandboxLanguage(payment: SandboxPayment): Locale {
  return payment.language === "en" ? "en" : "ru";
}
