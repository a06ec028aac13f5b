import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import { idList, inUuidsAt } from "../../../db/id-list";
import { preparedPerDb } from "../../../db/prepared";
import { cartLines, options } from "../../../db/schema";
import type { RegistrationRecord } from "../record/registration-queries";

export type OptionRow = typeof options.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;

function offeredTo(registration: Pick<RegistrationRecord, "eventId" | "raceId">) {
  return and(
    eq(options.eventId, registration.eventId),
    or(isNull(options.raceId), eq(options.raceId, registration.raceId)),
  );
}

/** Every option the registration's race offers, in display order. */
export function offeredOptions(
  db: CoreDb,
  registration: Pick<RegistrationRecord, "eventId" | "raceId">,
): Promise<OptionRow[]> {
  return db.select().from(options).where(offeredTo(registration)).orderBy(asc(options.id));
}

/** The offered options with these codes, locked in id order (one order everywhere: no deadlocks). */
export function lockOfferedOptions(
  db: CoreDb,
  registration: Pick<RegistrationRecord, "eventId" | "raceId">,
  codes: string[],
): Promise<OptionRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(options)
    .where(and(offeredTo(registration), inArray(options.code, codes)))
    .orderBy(asc(options.id))
    .for("update");
}

/** The offered option with this code, if any. */
export async function findOfferedOption(
  db: CoreDb,
  registration: Pick<RegistrationRecord, "eventId" | "raceId">,
  code: string,
): Promise<OptionRow | undefined> {
  const rows = await db
    .select()
    .from(options)
    .where(and(offeredTo(registration), eq(options.code, code)))
    .limit(1);
  return rows[0];
}

/** Every price of an order (its cart, its payment, its confirmation) reads its lines. */
const cartLinesOfRegistration = preparedPerDb((db) =>
  db
    .select({ line: cartLines, option: options })
    .from(cartLines)
    .innerJoin(options, eq(options.id, cartLines.optionId))
    .where(eq(cartLines.registrationId, sql.placeholder("registrationId")))
    .orderBy(asc(options.id))
    .prepare("cart_lines_of_registration"),
);

/** The registration's cart lines with their options. */
export interface CartLineWithOption {
  line: CartLineRow;
  option: OptionRow;
}

export function cartLinesOf(db: CoreDb, registrationId: string): Promise<CartLineWithOption[]> {
  return cartLinesOfRegistration(db).execute({ registrationId });
}

// Every batch of the payment path reads them: built once (db/prepared.ts).
const cartLinesOfOrders = preparedPerDb((db) =>
  db
    .select({ line: cartLines, option: options })
    .from(cartLines)
    .innerJoin(options, eq(options.id, cartLines.optionId))
    .where(inUuidsAt(cartLines.registrationId, "ids"))
    .orderBy(asc(options.id))
    .prepare("cart_lines_of_orders"),
);

/** The cart lines of several orders in one statement, by order (none: an empty list). */
export async function cartLinesOfEach(
  db: CoreDb,
  registrationIds: readonly string[],
): Promise<Map<string, CartLineWithOption[]>> {
  const byOrder = new Map(registrationIds.map((id) => [id, [] as CartLineWithOption[]]));
  if (registrationIds.length === 0) return byOrder;
  const rows = await cartLinesOfOrders(db).execute({ ids: idList(registrationIds) });
  for (const row of rows) byOrder.get(row.line.registrationId)?.push(row);
  return byOrder;
}

/** Units of an option still to be had by this order: free stock plus what the order itself holds. */
export function availableFor(option: OptionRow, heldByOrder: number): number | null {
  return option.stock === null ? null : Math.max(0, option.stock - option.taken + heldByOrder);
}

/** The organizer's per-order limit; one policy per participant for insurance. */
export function maxPerOrderOf(option: OptionRow): number | null {
  return option.kind === "insurance" ? 1 : option.maxPerOrder;
}
