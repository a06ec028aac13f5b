import { and, asc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import { idList, inTextsAt, inUuidsAt } from "../../../db/id-list";
import { preparedPerDb } from "../../../db/prepared";
import { events, gifts, races, registrations, sessions, users } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import { findSessionUser, type UserRow } from "../../account";
import type { SessionCaller } from "../caller/session-caller";
import { raceRecordColumns, raceRecordOf, type RaceRecord } from "../race/race-queries";
import { ownRegistrationWhere, toRecord, type RegistrationRecord } from "./registration-queries";
import { defined } from "@reg/domain";

export interface RegistrationWithRace {
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

const withRaceColumns = {
  registration: registrations,
  ...raceRecordColumns,
  // A gift's payment returns to the gift's page: asked here, not in a round trip of its own.
  giftId: sql<string | null>`(
    select g.id from ${gifts} g where g.registration_id = ${registrations.id})`,
};

/**
 * A registration with its race's record, in one statement: the order's and the payment's calls
 * (and the acquirer's callback) all start from both, and this is one round trip instead of two
 * on the rush's payment path (issue 9 item 5).
 */
function withRaceQuery(db: CoreDb, where: SQL | undefined) {
  return db
    .select(withRaceColumns)
    .from(registrations)
    .innerJoin(races, eq(races.id, registrations.raceId))
    .innerJoin(events, eq(events.id, races.eventId))
    .where(where)
    .limit(1)
    .$dynamic();
}

// The person's own (they take part in it or made it, decision 0030).
const ownWithRaceRead = preparedPerDb((db) =>
  withRaceQuery(db, ownRegistrationWhere).prepare("own_registration_with_race"),
);
// Only the registration's row is locked: the race's counter is the take's, never held here.
const ownWithRaceLock = preparedPerDb((db) =>
  withRaceQuery(db, ownRegistrationWhere)
    .for("update", { of: registrations })
    .prepare("own_registration_with_race_for_update"),
);
// Whoever's: the acquirer's callback pays the registration its payment names.
const withRaceLock = preparedPerDb((db) =>
  withRaceQuery(db, eq(registrations.id, sql.placeholder("id")))
    .for("update", { of: registrations })
    .prepare("registration_with_race_for_update"),
);

type WithRaceRow = Awaited<ReturnType<ReturnType<typeof ownWithRaceRead>["execute"]>>[number];

function withRaceOf(row: WithRaceRow, now: Date): RegistrationWithRace {
  return {
    registration: toRecord(row.registration, now),
    record: raceRecordOf(row),
    giftId: row.giftId,
  };
}

async function ownWithRace(
  db: CoreDb,
  target: OwnRegistrationTarget,
  now: Date,
  { lock }: { lock: boolean },
): Promise<RegistrationWithRace> {
  const rows = await (lock ? ownWithRaceLock : ownWithRaceRead)(db).execute({
    id: target.registrationId,
    userId: target.userId,
  });
  const row = rows[0];
  // Someone else's registration, or one of another tenant's race, is indistinguishable from none.
  if (!row || (target.scope !== null && row.event.tenantId !== target.scope))
    throw new AppError("NOT_FOUND");
  return withRaceOf(row, now);
}

/** The person's own registration and its race, or 404 NOT_FOUND. */
export function findOwnRegistrationWithRace(
  db: CoreDb,
  target: OwnRegistrationTarget,
  now: Date,
): Promise<RegistrationWithRace> {
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
): Promise<RegistrationWithRace> {
  return ownWithRace(db, target, now, { lock: true });
}

/** A registration by id (whoever's) with its race, its row locked until the transaction ends. */
export async function lockRegistrationWithRace(
  db: CoreDb,
  id: string,
  now: Date,
): Promise<RegistrationWithRace | undefined> {
  const [row] = await withRaceLock(db).execute({ id });
  return row ? withRaceOf(row, now) : undefined;
}

/** Where a batch finds its registrations' races: cached by id (RaceDirectory.byId). */
export interface RaceRecords {
  /** Read on `db` when not cached (a transaction on PGlite holds its only connection). */
  byId(raceId: number, db: CoreDb): Promise<RaceRecord>;
}

/** The registration's columns and whether it is a gift's, without its race (found in RaceRecords). */
const batchColumns = {
  registration: registrations,
  // Named in full: Drizzle leaves a lone table's columns unqualified, and a bare "id" here is the gift's.
  giftId: sql<string | null>`(
    select g.id from ${gifts} g where g.registration_id = "registrations"."id")`,
};

/** Each row's race from `races`, one read per race of the batch at most. */
async function withRecords<Row extends { registration: typeof registrations.$inferSelect }>(
  db: CoreDb,
  rows: readonly Row[],
  races: RaceRecords,
): Promise<(Row & { record: RaceRecord })[]> {
  const ids = [...new Set(rows.map((row) => row.registration.raceId))];
  const records = new Map<number, RaceRecord>();
  for (const id of ids) records.set(id, await races.byId(id, db));
  return rows.map((row) => ({ ...row, record: defined(records.get(row.registration.raceId)) }));
}

const registrationsByIdsLock = preparedPerDb((db) =>
  db
    .select(batchColumns)
    .from(registrations)
    .where(inUuidsAt(registrations.id, "ids"))
    .orderBy(asc(registrations.id))
    .for("update", { of: registrations })
    .prepare("registrations_by_ids_for_update"),
);

/**
 * Registrations by id (whoever's) with their races, their rows locked in id order — so two
 * batches sharing orders cannot deadlock — until the transaction ends: the callbacks' group
 * commit reads a batch's orders with one statement. Keyed by id; an unknown id is absent.
 */
export async function lockRegistrationsWithRace(
  db: CoreDb,
  races: RaceRecords,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, RegistrationWithRace>> {
  if (ids.length === 0) return new Map();
  const rows = await registrationsByIdsLock(db).execute({ ids: idList(ids) });
  return new Map(
    (await withRecords(db, rows, races)).map((row) => [
      row.registration.id,
      { registration: toRecord(row.registration, now), record: row.record, giftId: row.giftId },
    ]),
  );
}

export interface CallerRegistrationTarget {
  scope: string | null;
  registrationId: string;
  /** The request's session: checked by the same statement that reads the registration. */
  caller: SessionCaller;
}

/**
 * The registration of the person whose live session the request carries, with its race: the
 * session check and the read are one round trip (each payment call of a rush made both, issue 9
 * item 5). Answers the person too.
 */
function callerWithRaceQuery(db: CoreDb) {
  return db
    .select({ ...withRaceColumns, user: users })
    .from(registrations)
    .innerJoin(races, eq(races.id, registrations.raceId))
    .innerJoin(events, eq(events.id, races.eventId))
    .innerJoin(
      sessions,
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(registrations.id, sql.placeholder("id")),
        or(eq(registrations.userId, users.id), eq(registrations.madeByUserId, users.id)),
      ),
    )
    .limit(1)
    .$dynamic();
}

const callerWithRaceRead = preparedPerDb((db) =>
  callerWithRaceQuery(db).prepare("caller_registration_with_race"),
);
const callerWithRaceLock = preparedPerDb((db) =>
  callerWithRaceQuery(db)
    .for("update", { of: registrations })
    .prepare("caller_registration_with_race_for_update"),
);

async function callerWithRace(
  db: CoreDb,
  target: CallerRegistrationTarget,
  now: Date,
  { lock }: { lock: boolean },
): Promise<RegistrationWithRace & { user: UserRow }> {
  const rows = await (lock ? callerWithRaceLock : callerWithRaceRead)(db).execute({
    id: target.registrationId,
    tokenHash: target.caller.tokenHash,
    now,
  });
  const row = rows[0];
  if (!row || (target.scope !== null && row.event.tenantId !== target.scope)) {
    // Nothing found: a dead session is 401 (asked only now, on the same handle: a transaction
    // on PGlite holds its only connection), anything else 404 as above.
    if (!(await findSessionUser(db, target.caller.tokenHash, now)))
      throw new AppError("UNAUTHORIZED");
    throw new AppError("NOT_FOUND");
  }
  return { ...withRaceOf(row, now), user: row.user };
}

/** One call of a batch: the order it names, through the session it carries. */
export interface CallerOrder {
  registrationId: string;
  tokenHash: string;
}

type CallerOrders = Map<string, RegistrationWithRace & { user: UserRow }>;

/**
 * findCallerRegistrationWithRace for a batch of calls, one statement: each call's registration
 * with its race and its caller, when the call's live session is its person's (they take part in
 * it or made it). Keyed by registration id (a batch names each order once); a call whose read
 * finds nothing, or a registration of another tenant than `scope` says, is absent — its own call
 * then answers why (401 or 404).
 */
export function findCallersRegistrationsWithRace(
  db: CoreDb,
  races: RaceRecords,
  calls: readonly (CallerOrder & { scope: string | null })[],
  now: Date,
): Promise<CallerOrders> {
  return callersWithRace(db, races, calls, now, { lock: false });
}

/** The same, the rows locked in id order (two batches sharing orders cannot deadlock on them). */
export function lockCallersRegistrationsWithRace(
  db: CoreDb,
  races: RaceRecords,
  calls: readonly (CallerOrder & { scope: string | null })[],
  now: Date,
): Promise<CallerOrders> {
  return callersWithRace(db, races, calls, now, { lock: true });
}

/** Each call's registration through its session, as one statement built once per lock mode. */
function callersWithRaceQuery(db: CoreDb) {
  return db
    .select({ ...batchColumns, user: users, tokenHash: sessions.tokenHash })
    .from(registrations)
    .innerJoin(
      sessions,
      and(
        inTextsAt(sessions.tokenHash, "tokenHashes"),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inUuidsAt(registrations.id, "ids"),
        or(eq(registrations.userId, users.id), eq(registrations.madeByUserId, users.id)),
      ),
    )
    .orderBy(asc(registrations.id))
    .$dynamic();
}

const callersWithRaceRead = preparedPerDb((db) =>
  callersWithRaceQuery(db).prepare("callers_registrations_with_race"),
);
const callersWithRaceLock = preparedPerDb((db) =>
  callersWithRaceQuery(db)
    .for("update", { of: registrations })
    .prepare("callers_registrations_with_race_for_update"),
);

async function callersWithRace(
  db: CoreDb,
  races: RaceRecords,
  calls: readonly (CallerOrder & { scope: string | null })[],
  now: Date,
  { lock }: { lock: boolean },
): Promise<CallerOrders> {
  if (calls.length === 0) return new Map();
  const read = (lock ? callersWithRaceLock : callersWithRaceRead)(db).execute({
    tokenHashes: idList(calls.map((call) => call.tokenHash)),
    ids: idList(calls.map((call) => call.registrationId)),
    now,
  });
  const rows = await withRecords(db, await read, races);
  const byCall = new Map(rows.map((row) => [`${row.registration.id} ${row.tokenHash}`, row]));
  const found: CallerOrders = new Map();
  for (const call of calls) {
    const row = byCall.get(`${call.registrationId} ${call.tokenHash}`);
    if (row && (call.scope === null || row.record.event.tenantId === call.scope))
      found.set(call.registrationId, {
        registration: toRecord(row.registration, now),
        record: row.record,
        giftId: row.giftId,
        user: row.user,
      });
  }
  return found;
}

/** The caller's own registration and its race, and the caller; 401 or 404 NOT_FOUND. */
export function findCallerRegistrationWithRace(
  db: CoreDb,
  target: CallerRegistrationTarget,
  now: Date,
): Promise<RegistrationWithRace & { user: UserRow }> {
  return callerWithRace(db, target, now, { lock: false });
}

/** The same, the registration's row locked until the transaction ends (as lockOwnRegistrationWithRace). */
export function lockCallerRegistrationWithRace(
  db: CoreDb,
  target: CallerRegistrationTarget,
  now: Date,
): Promise<RegistrationWithRace & { user: UserRow }> {
  return callerWithRace(db, target, now, { lock: true });
}
