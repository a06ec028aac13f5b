import { eq, sql } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import { preparedPerDb } from "../../../db/prepared";
import { events, gifts, races, registrations } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import { raceRecordColumns, raceRecordOf, type RaceRecord } from "../race/race-queries";
import { ownRegistrationWhere, toRecord, type RegistrationRecord } from "./registration-queries";

export interface OwnRegistrationWithRace {
  registration: RegistrationRecord;
  record: RaceRecord;
  /** The gift whose slot the registration holds, if it is a gift's (decision 0031). */
  giftId: string | null;
}

export interface OwnRegistrationTarget {
  /** The tenant the call came through; null on the main portal (every tenant's). */
  scope: string | null;
  registrationId: string;
  userId: string;
}

/**
 * The person's own registration (they take part in it or made it, decision 0030) with its race's
 * record, in one statement: the order's and the payment's calls all start from both, and this is
 * one round trip instead of two on the rush's payment path (issue 9 item 5).
 */
function ownWithRaceQuery(db: CoreDb) {
  return db
    .select({
      registration: registrations,
      ...raceRecordColumns,
      // A gift's payment returns to the gift's page: asked here, not in a round trip of its own.
      giftId: sql<string | null>`(
        select g.id from ${gifts} g where g.registration_id = ${registrations.id})`,
    })
    .from(registrations)
    .innerJoin(races, eq(races.id, registrations.raceId))
    .innerJoin(events, eq(events.id, races.eventId))
    .where(ownRegistrationWhere)
    .limit(1)
    .$dynamic();
}

const ownWithRaceRead = preparedPerDb((db) =>
  ownWithRaceQuery(db).prepare("own_registration_with_race"),
);
// Only the registration's row is locked: the race's counter is the take's, never held here.
const ownWithRaceLock = preparedPerDb((db) =>
  ownWithRaceQuery(db)
    .for("update", { of: registrations })
    .prepare("own_registration_with_race_for_update"),
);

async function ownWithRace(
  db: CoreDb,
  target: OwnRegistrationTarget,
  now: Date,
  { lock }: { lock: boolean },
): Promise<OwnRegistrationWithRace> {
  const rows = await (lock ? ownWithRaceLock : ownWithRaceRead)(db).execute({
    id: target.registrationId,
    userId: target.userId,
  });
  const row = rows[0];
  // Someone else's registration, or one of another tenant's race, is indistinguishable from none.
  if (!row || (target.scope !== null && row.event.tenantId !== target.scope))
    throw new AppError("NOT_FOUND");
  return {
    registration: toRecord(row.registration, now),
    record: raceRecordOf(row),
    giftId: row.giftId,
  };
}

/** The person's own registration and its race, or 404 NOT_FOUND. */
export function findOwnRegistrationWithRace(
  db: CoreDb,
  target: OwnRegistrationTarget,
  now: Date,
): Promise<OwnRegistrationWithRace> {
  return ownWithRace(db, target, now, { lock: false });
}

/**
 * The same, the registration's row locked until the transaction ends: every change to one order
 * runs under this lock, so they never interleave (the sweeper skips it).
 */
export function lockOwnRegistrationWithRace(
  db: CoreDb,
  target: OwnRegistrationTarget,
  now: Date,
): Promise<OwnRegistrationWithRace> {
  return ownWithRace(db, target, now, { lock: true });
}
