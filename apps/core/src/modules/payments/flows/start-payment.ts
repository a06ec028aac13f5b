import { randomUUID } from "node:crypto";
import type { PayOption, SavePayInput, SavePayResult } from "@reg/domain";
import { retryOnConflict } from "../../../db/pg-error";
import { AppError } from "../../../http/app-error";
import {
  cartView,
  eventName,
  raceName,
  lockCallerRegistrationWithRace,
  type RaceRecord,
  type SessionCaller,
} from "../../registration";
import { giftPagePath } from "../../gifts";
import { FREE_ORDER_PROVIDER, type PaymentDeps } from "../payment-deps";
import { insertPayment, type PaymentRow } from "../attempts/payment-queries";
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

type Opened =
  | { kind: "paid" }
  | {
      kind: "open";
      payment: PaymentRow;
      giftId: string | null;
      option: PayOption;
      record: RaceRecord;
      description: string;
    };

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
      const { registration, record, giftId } = await lockCallerRegistrationWithRace(
        tx,
        { scope: request.scope, registrationId: input.RegistrationId, caller: request.caller },
        now,
      );
      if (registration.state === "paid") return { kind: "paid" };
      assertPayable(registration);
      const cart = await cartView(tx, registration, record, input.language);
      const option = payOptionsFor(cart, deps.provider.methods, registration.createdAt).find(
        (o) => o.method === input.PaymentType,
      );
      if (!option) throw new AppError("VALIDATION_FAILED", { PaymentType: "field.invalid" });
      const free = option.amountKopecks === 0;
      const id = randomUUID();
      const payment = await insertPayment(tx, {
        id,
        registrationId: registration.id,
        provider: free ? FREE_ORDER_PROVIDER : deps.provider.name,
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
      });
      if (free) {
        await settlePaid(tx, registration, payment, now, { record, giftId });
        return { kind: "paid" };
      }
      return {
        kind: "open",
        payment,
        giftId,
        option,
        record,
        description: `${eventName(record.event, input.language)} — ${raceName(record.race, input.language)}`,
      };
    }),
  );
  if (opened.kind === "paid") return { kind: "result", state: "success" };
  const { payment, option, record, giftId } = opened;
  // A gift's payment returns to the gift's page, where its code is shown (decision 0031).
  return openWithAcquirer(deps, {
    payment,
    method: option.method,
    amountKopecks: option.amountKopecks,
    installments: option.installments,
    description: opened.description,
    language: input.language,
    returnPath:
      giftId === null
        ? successPath(record.event.code, record.race.code, payment.registrationId)
        : giftPagePath(giftId),
    origin: request.origin,
  });
}
