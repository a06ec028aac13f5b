import { transition } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { pgErrorOf } from "../../../db/pg-error";
import type { RefundReason } from "../../../outbox/refund-mail";
import type { RegistrationRecord } from "../../registration";
import type { PaymentRow } from "../attempts/payment-queries";
import { retakeEverything } from "./retake-holds";
import { settlePaid, type KnownOfOrder } from "./settle-payment";

const ONE_LIVE_INDEX = "registrations_one_live_idx";

/** A late payment that cannot be kept, thrown to roll its savepoint back. */
export class NotKept extends Error {
  constructor(readonly reason: RefundReason) {
    super(reason);
  }
}

/** Whether money for this registration pays it as it stands: nothing to take again, nobody paid before. */
export function paysAtOnce(registration: RegistrationRecord): boolean {
  return (
    registration.state === "awaitingPayment" &&
    transition(registration.state, { type: "paymentSucceeded", slotAvailable: true }).ok
  );
}

/**
 * Keeps the registration this money paid for, by the domain's machine, or says why it cannot:
 * - awaiting payment: paid. Its slot is still held even when the window closed a moment ago and
 *   the sweeper has not run, so nothing needs taking again;
 * - expired: paid only if everything the order held can be taken again (slot, option units,
 *   promo use) — otherwise the order as paid no longer exists and the money goes back;
 * - paid already (another attempt was first), or never submitted: the money goes back.
 */
export async function keepRegistration(
  tx: CoreDb,
  registration: RegistrationRecord,
  payment: PaymentRow,
  now: Date,
  known?: KnownOfOrder,
): Promise<true | RefundReason> {
  switch (registration.state) {
    case "paid":
      return "alreadyPaid";
    case "awaitingPayment": {
      if (!paysAtOnce(registration)) return "notPayable";
      await settlePaid(tx, registration, payment, now, known);
      return true;
    }
    case "expired":
      try {
        await tx.transaction(async (savepoint) => {
          const slotAvailable = await retakeEverything(savepoint, registration);
          if (!transition(registration.state, { type: "paymentSucceeded", slotAvailable }).ok)
            throw new NotKept("slotsSoldOut");
          await settlePaid(savepoint, registration, payment, now, known);
        });
        return true;
      } catch (error) {
        if (error instanceof NotKept) return error.reason;
        const pg = pgErrorOf(error);
        // The person registered for the race again meanwhile: that registration stands.
        if (pg?.code === "23505" && pg.constraint === ONE_LIVE_INDEX) return "alreadyRegistered";
        throw error;
      }
    case "draft":
    case "cancelled":
      return "notPayable";
  }
}
