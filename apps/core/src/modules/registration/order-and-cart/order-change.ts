import type { Cart, Locale } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { retryOnConflict } from "../../../db/pg-error";
import type { UserRow } from "../../account";
import { cartView, NO_ADJUSTMENT, type StockAdjustment } from "./cart-view";
import type { RaceRecord } from "../race/race-queries";
import {
  assertChangeable,
  findOwnRegistration,
  type RegistrationRecord,
} from "../record/registration-queries";
import {
  findOwnRegistrationWithRace,
  lockOwnRegistrationWithRace,
  type OwnRegistrationTarget,
} from "../record/registration-with-race";

export interface OrderDeps {
  db: CoreDb;
  now: () => Date;
}

export interface OrderTarget {
  scope: string | null;
  user: UserRow;
  registrationId: string;
  language: Locale;
}

/** Whose order a cart call changes: its scope and person, and the registration and language it names. */
export function orderTarget(
  scope: string | null,
  user: UserRow,
  input: Pick<OrderTarget, "registrationId" | "language">,
): OrderTarget {
  return { scope, user, registrationId: input.registrationId, language: input.language };
}

/** The person's registration and its race within the tenant scope, or 404. */
export function ownRegistrationWithRace(
  deps: OrderDeps,
  target: Omit<OrderTarget, "language">,
): Promise<{ registration: RegistrationRecord; record: RaceRecord }> {
  return findOwnRegistrationWithRace(deps.db, targetOf(target), deps.now());
}

/** What the one-statement reads of an order take (record/registration-with-race.ts). */
export function targetOf(target: Omit<OrderTarget, "language">): OwnRegistrationTarget {
  return { scope: target.scope, registrationId: target.registrationId, userId: target.user.id };
}

export type OrderWork = (
  tx: CoreDb,
  registration: RegistrationRecord,
  record: RaceRecord,
) => Promise<StockAdjustment | undefined>;

/**
 * Runs a change to the person's draft in one transaction under the registration's row lock (so
 * changes to one order never interleave, and the sweeper leaves it alone), then answers the cart.
 * The draft must still be changeable (assertChangeable) once the lock is had.
 */
export async function changeOrder(
  deps: OrderDeps,
  target: OrderTarget,
  work: OrderWork,
): Promise<Cart> {
  const { record, adjustment } = await retryOnConflict(() =>
    deps.db.transaction(async (tx) => {
      const { registration, record } = await lockOwnRegistrationWithRace(
        tx,
        targetOf(target),
        deps.now(),
      );
      assertChangeable(registration);
      return { record, adjustment: (await work(tx, registration, record)) ?? NO_ADJUSTMENT };
    }),
  );
  const after = await findOwnRegistration(
    deps.db,
    target.registrationId,
    target.user.id,
    deps.now(),
  );
  return cartView(deps.db, after, record, target.language, adjustment);
}
