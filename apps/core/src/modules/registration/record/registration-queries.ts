import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { registrationStateSchema, type RegistrationState } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { preparedPerDb } from "../../../db/prepared";
import { LIVE_STATES, promoCodes, registrations } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import { effectiveState } from "./effective-state";

type StoredRegistration = typeof registrations.$inferSelect;

/** A registration as stored, its state typed, plus the state a reader sees now. */
export interface RegistrationRecord extends Omit<StoredRegistration, "state"> {
  state: RegistrationState;
  /** The stored state with an elapsed payment window applied (effectiveState). */
  effective: RegistrationState;
}

export function toRecord(row: StoredRegistration, now: Date): RegistrationRecord {
  const state = registrationStateSchema.parse(row.state);
  return { ...row, state, effective: effectiveState(state, row.expiresAt, now) };
}

/** The person's live registration for the race (at most one, by the unique index), if any. */
export async function findLiveRegistration(
  db: CoreDb,
  userId: string,
  raceId: number,
  now: Date,
): Promise<RegistrationRecord | undefined> {
  const rows = await db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.userId, userId),
        eq(registrations.raceId, raceId),
        inArray(registrations.state, [...LIVE_STATES]),
      ),
    )
    .limit(1);
  return rows[0] ? toRecord(rows[0], now) : undefined;
}

/**
 * The person's own registration — they take part in it or made it for someone else (decision
 * 0030) — or 404 NOT_FOUND: anyone else's is indistinguishable from none.
 */
export function findOwnRegistration(
  db: CoreDb,
  id: string,
  userId: string,
  now: Date,
): Promise<RegistrationRecord> {
  return ownRegistration(db, id, userId, now, { lock: false });
}

/**
 * The person's own registration, locked until the transaction ends: every change to one
 * registration's order runs under this lock, so they never interleave (the sweeper skips it).
 */
export function lockOwnRegistration(
  db: CoreDb,
  id: string,
  userId: string,
  now: Date,
): Promise<RegistrationRecord> {
  return ownRegistration(db, id, userId, now, { lock: true });
}

/**
 * The registration `id` if the person `userId` takes part in it or made it (both placeholders):
 * every prepared read of "the person's own registration" uses this one rule.
 */
export const ownRegistrationWhere = and(
  eq(registrations.id, sql.placeholder("id")),
  or(
    eq(registrations.userId, sql.placeholder("userId")),
    eq(registrations.madeByUserId, sql.placeholder("userId")),
  ),
);

/** A registration the person takes part in or made: the order's and the payment's calls read it. */
function ownRegistrationQuery(db: CoreDb) {
  return db.select().from(registrations).where(ownRegistrationWhere).limit(1).$dynamic();
}

const ownRegistrationRead = preparedPerDb((db) =>
  ownRegistrationQuery(db).prepare("own_registration"),
);
const ownRegistrationLock = preparedPerDb((db) =>
  ownRegistrationQuery(db).for("update").prepare("own_registration_for_update"),
);

async function ownRegistration(
  db: CoreDb,
  id: string,
  userId: string,
  now: Date,
  { lock }: { lock: boolean },
): Promise<RegistrationRecord> {
  const rows = await (lock ? ownRegistrationLock : ownRegistrationRead)(db).execute({ id, userId });
  if (!rows[0]) throw new AppError("NOT_FOUND");
  return toRecord(rows[0], now);
}

/** The person's most recent registration of any race: what a new form is prefilled from. */
export async function findLatestRegistration(
  db: CoreDb,
  userId: string,
  now: Date,
): Promise<RegistrationRecord | undefined> {
  const rows = await db
    .select()
    .from(registrations)
    .where(eq(registrations.userId, userId))
    .orderBy(desc(registrations.createdAt))
    .limit(1);
  return rows[0] ? toRecord(rows[0], now) : undefined;
}

/** The code of the promo code a registration holds a use of. */
export async function promoCodeText(
  db: CoreDb,
  promoCodeId: number | null,
): Promise<string | null> {
  if (promoCodeId === null) return null;
  const rows = await db
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(eq(promoCodes.id, promoCodeId))
    .limit(1);
  return rows[0]?.code ?? null;
}

/**
 * What a change to a registration's order requires: it is a draft whose window is still open.
 * Throws the code that says why not.
 */
export function assertChangeable(record: RegistrationRecord): void {
  if (record.effective === "draft") return;
  if (record.state === "draft" || record.effective === "expired")
    throw new AppError("REGISTRATION_EXPIRED");
  if (record.state === "cancelled") throw new AppError("ALREADY_CANCELLED");
  throw new AppError("INVALID_STATE");
}
