import { eq, sql } from "drizzle-orm";
import {
  adjustCartToStock,
  SLOT_CART_ITEM_ID,
  transition,
  type Cart,
  type CartLine,
  type ClearedCart,
  type RegistrationBody,
  type RegistrationQuery,
} from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { registrations } from "../../../db/schema";
import { retryOnConflict } from "../../../db/pg-error";
import { AppError } from "../../../http/app-error";
import type { UserRow } from "../../account";
import { changeDraftLine } from "./cart-lines";
import { cartView, lineKindOf, NO_ADJUSTMENT, type StockAdjustment } from "./cart-view";
import {
  availableFor,
  cartLinesOf,
  lockOfferedOptions,
  maxPerOrderOf,
  type CartLineWithOption,
} from "./option-queries";
import { ownRegistrationWithRace, type OrderDeps } from "./order-change";
import type { RaceRecord } from "../race/race-queries";
import { lockCallerRegistrationWithRace } from "../record/registration-with-race";
import type { SessionCaller } from "../caller/session-caller";
import {
  assertChangeable,
  findOwnRegistration,
  toRecord,
  type RegistrationRecord,
} from "../record/registration-queries";
import { releaseHolds } from "../holds/release";

/** GET /Register/ApiCart: the order as it stands; an elapsed window reads as expired (or cancelled). */
export async function readCart(
  deps: OrderDeps,
  scope: string | null,
  user: UserRow,
  query: RegistrationQuery,
): Promise<Cart> {
  const { registration, record } = await ownRegistrationWithRace(deps, {
    scope,
    user,
    registrationId: query.registrationId,
  });
  return cartView(deps.db, registration, record, query.language);
}

/** The order brought within stock before it is confirmed (SPEC §8), under the registration's lock. */
async function adjustToStock(
  deps: OrderDeps,
  tx: CoreDb,
  registration: RegistrationRecord,
  record: RaceRecord,
): Promise<{ adjustment: StockAdjustment; unchangedLines: CartLineWithOption[] | undefined }> {
  const current = await cartLinesOf(tx, registration.id);
  const locked = await lockOfferedOptions(
    tx,
    registration,
    current.map(({ option }) => option.code),
  );
  const held = new Map(current.map(({ line, option }) => [option.code, line.count]));
  const levels: Record<string, number | null> = { [SLOT_CART_ITEM_ID]: 1 };
  for (const option of locked)
    levels[option.code] = availableFor(option, held.get(option.code) ?? 0);
  const lines: CartLine[] = [
    {
      id: SLOT_CART_ITEM_ID,
      kind: "slot",
      unitKopecks: registration.slotPriceKopecks,
      count: 1,
      maxPerOrder: 1,
    },
    ...current.map(({ line, option }) => ({
      id: option.code,
      kind: lineKindOf(option.kind),
      unitKopecks: line.unitPriceKopecks,
      count: line.count,
      maxPerOrder: maxPerOrderOf(option),
    })),
  ];
  const adjusted = adjustCartToStock(lines, levels);
  if (adjusted.slotLost) throw new AppError("SOLD_OUT");
  const target = new Map(adjusted.lines.map((line) => [line.id, line.count]));
  let changed = false;
  for (const { line, option } of current) {
    const to = target.get(option.code) ?? 0;
    if (to === line.count) continue;
    changed = true;
    await changeDraftLine(deps, tx, registration, record, { option, from: line.count, to });
  }
  return {
    adjustment: { notice: adjusted.message, changes: adjusted.changes },
    // Read under the lock and left as they were: the answer's cart needs no second read.
    unchangedLines: changed ? undefined : current,
  };
}

interface Confirmed {
  after: RegistrationRecord;
  record: RaceRecord;
  adjustment: StockAdjustment;
  unchangedLines?: CartLineWithOption[];
}

/**
 * POST /Register/Cart: the person confirms the order (continuing from "my order" to payment). It
 * is brought within stock first, then the registration's `submit` moves it to awaitingPayment.
 * The window keeps running from the registration's creation. Confirming twice answers the same.
 */
export async function confirmCart(
  deps: OrderDeps,
  scope: string | null,
  caller: SessionCaller,
  body: RegistrationBody,
): Promise<Cart> {
  // Locked first, its race read after (a registration of another tenant is 404 there): the
  // transaction answers the registration as it left it, with nothing read before or after it.
  const { after, record, adjustment, unchangedLines } = await retryOnConflict(() =>
    deps.db.transaction(async (tx): Promise<Confirmed> => {
      const now = deps.now();
      const { registration, record } = await lockCallerRegistrationWithRace(
        tx,
        { scope, registrationId: body.registrationId, caller },
        now,
      );
      if (registration.effective === "awaitingPayment")
        return { after: registration, record, adjustment: NO_ADJUSTMENT };
      assertChangeable(registration);
      const { adjustment, unchangedLines } = await adjustToStock(deps, tx, registration, record);
      const submitted = transition(registration.state, { type: "submit" });
      if (!submitted.ok) throw new AppError("INVALID_STATE");
      const [row] = await tx
        .update(registrations)
        .set({ state: submitted.state, submittedAt: now, updatedAt: now })
        .where(eq(registrations.id, registration.id))
        .returning();
      if (!row) throw new AppError("NOT_FOUND");
      return { after: toRecord(row, now), record, adjustment, unchangedLines };
    }),
  );
  return cartView(deps.db, after, record, body.language, adjustment, unchangedLines);
}

/**
 * POST /Register/ApiClearCart: "delete the draft and continue". The draft is cancelled (domain
 * `cancel`) and its slot, stock and promo use go back with it; an order awaiting payment cannot
 * be taken back (money may be on its way). Deleting a deleted draft answers the same.
 */
export async function clearCart(
  deps: OrderDeps,
  scope: string | null,
  user: UserRow,
  body: RegistrationBody,
): Promise<ClearedCart> {
  const { registration } = await ownRegistrationWithRace(deps, {
    scope,
    user,
    registrationId: body.registrationId,
  });
  if (registration.state === "cancelled")
    return { registrationId: registration.id, state: "cancelled" };
  const cancelled = transition(registration.state, { type: "cancel" });
  if (!cancelled.ok) throw new AppError("INVALID_STATE");
  const now = deps.now();
  await retryOnConflict(() =>
    releaseHolds(deps.db, {
      where: sql`id = ${registration.id}::uuid and state = 'draft'`,
      now,
      skipLocked: false,
      limit: 1,
    }),
  );
  const after = await findOwnRegistration(deps.db, registration.id, user.id, now);
  if (after.state !== "cancelled") throw new AppError("INVALID_STATE");
  return { registrationId: after.id, state: after.state };
}
