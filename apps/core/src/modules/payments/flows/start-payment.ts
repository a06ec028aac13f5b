import { randomUUID } from "node:crypto";
import type { Locale, PayOption, SavePayInput, SavePayResult } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { retryOnConflict } from "../../../db/pg-error";
import { AppError } from "../../../http/app-error";
import {
  cartView,
  eventName,
  raceName,
  lockCallerRegistrationWithRace,
  NO_ADJUSTMENT,
  type CartLineWithOption,
  type RaceRecord,
  type RegistrationWithRace,
  type SessionCaller,
} from "../../registration";
import { giftPagePath } from "../../gifts";
import { assertTeamOrderPaidWhole } from "../../teams";
import { FREE_ORDER_PROVIDER, type AcquirerTerms, type PaymentDeps } from "../payment-deps";
import { insertPayment, type NewPaymentRow, type PaymentRow } from "../attempts/payment-queries";
import { successPath } from "./order-links";
import { payOptionsFor } from "./pay-options";
import { settlePaid } from "../outcome/settle-payment";
import { openWithAcquirer } from "./open-with-acquirer";
import { assertPayable } from "./payable";
import { startGroupPayment } from "./start-group-payment";

export interface PayRequest {
  scope: string | null;
  /** Checked by the order's own read (one round trip fewer per call of a rush). */
  caller: SessionCaller;
  /** The browser's scheme and host, for a QR code's link (requestOrigin). */
  origin: string | null;
}

/** An attempt written under the order's lock, to open with the acquirer once that is released. */
export interface OpenAttempt {
  payment: PaymentRow;
  giftId: string | null;
  option: PayOption;
  record: RaceRecord;
  description: string;
}

type Opened = { kind: "paid" } | ({ kind: "open" } & OpenAttempt);

/** What paying the locked order with the chosen method writes; why not, thrown. */
export interface ChosenPayment {
  option: PayOption;
  free: boolean;
  row: NewPaymentRow;
}

/**
 * The attempt an order awaiting payment gets for the chosen method, priced from its cart as it
 * stands under the lock (`knownLines`: its cart lines when the caller has just read them).
 */
export async function choosePayment(
  acquirer: AcquirerTerms,
  tx: CoreDb,
  order: RegistrationWithRace,
  input: SavePayInput,
  now: Date,
  knownLines?: readonly CartLineWithOption[],
): Promise<ChosenPayment> {
  const { registration, record } = order;
  assertPayable(registration);
  // A share of a captain-paid team's order is paid with the whole team only (one read, relay orders only).
  if (registration.relayPosition !== null)
    await assertTeamOrderPaidWhole(tx, registration.id, [], now);
  const cart = await cartView(tx, registration, record, input.language, NO_ADJUSTMENT, knownLines);
  const option = payOptionsFor(cart, acquirer.methods, registration.createdAt).find(
    (o) => o.method === input.PaymentType,
  );
  if (!option) throw new AppError("VALIDATION_FAILED", { PaymentType: "field.invalid" });
  const free = option.amountKopecks === 0;
  const id = randomUUID();
  return {
    option,
    free,
    row: {
      id,
      registrationId: registration.id,
      provider: free ? FREE_ORDER_PROVIDER : acquirer.name,
      providerPaymentId: free ? id : null,
      method: option.method,
      status: "pending",
      language: input.language,
      amountKopecks: option.amountKopecks,
      totalKopecks: option.totalKopecks,
      installmentPlan: option.installments,
      createdAt: now,
      updatedAt: now,
      expiresAt: registration.expiresAt,
    },
  };
}

/** The attempt written for `order`, as it is opened with the acquirer. */
export function openAttempt(
  order: RegistrationWithRace,
  payment: PaymentRow,
  option: PayOption,
  language: Locale,
): OpenAttempt {
  const { record, giftId } = order;
  return {
    payment,
    giftId,
    option,
    record,
    description: `${eventName(record.event, language)} — ${raceName(record.race, language)}`,
  };
}

/**
 * POST /Register/ApiSavePay: a new payment attempt of the order with the chosen method. The
 * attempt is written under the registration's lock (so the amount is the order's as it stands);
 * the acquirer is called after, outside any lock. An order that costs nothing is paid at once.
 * A paid registration answers success again (a second press of "pay" is harmless). With
 * `AlsoRegistrationIds`, one payment of several orders (start-group-payment.ts, decision 0032).
 */
export async function startPayment(
  deps: PaymentDeps,
  request: PayRequest,
  input: SavePayInput,
): Promise<SavePayResult> {
  const also = input.AlsoRegistrationIds ?? [];
  if (also.length > 0) return startGroupPayment(deps, request, input, also);
  // Locked first, its race read after (another tenant's is 404 there): nothing is read before.
  const opened = await retryOnConflict(() =>
    deps.db.transaction(async (tx): Promise<Opened> => {
      const now = deps.now();
      const order = await lockCallerRegistrationWithRace(
        tx,
        { scope: request.scope, registrationId: input.RegistrationId, caller: request.caller },
        now,
      );
      if (order.registration.state === "paid") return { kind: "paid" };
      const { option, free, row } = await choosePayment(deps.provider, tx, order, input, now);
      const payment = await insertPayment(tx, row);
      if (free) {
        await settlePaid(tx, order.registration, payment, now, order);
        return { kind: "paid" };
      }
      return { kind: "open", ...openAttempt(order, payment, option, input.language) };
    }),
  );
  if (opened.kind === "paid") return { kind: "result", state: "success" };
  return openWritten(deps, request, input, opened);
}

/** A written attempt opened with the acquirer; a gift's payment returns to the gift's page (decision 0031). */
export function openWritten(
  deps: PaymentDeps,
  request: PayRequest,
  input: SavePayInput,
  { payment, option, record, giftId, description }: OpenAttempt,
): Promise<SavePayResult> {
  return openWithAcquirer(deps, {
    payment,
    method: option.method,
    amountKopecks: option.amountKopecks,
    installments: option.installments,
    description,
    language: input.language,
    returnPath:
      giftId === null
        ? successPath(record.event.code, record.race.code, payment.registrationId)
        : giftPagePath(giftId),
    origin: request.origin,
  });
}
