import { and, desc, eq, ne, notInArray } from "drizzle-orm";
import { DEFAULT_LOCALE, isLocale, TRAININGS_SHOWN, type TrackerProvider } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { trackerLinks, trainings } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { UserRow } from "../account";
import { sandboxTrainings, TRACKER_HISTORY_DAYS, type TrackerAthlete } from "./sandbox-tracker";
import { providerOf } from "./trainings-page";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whose account the tracker is connected to: what its trainings are named and drawn by. */
export type TrackerOwner = Pick<UserRow, "id" | "firstName" | "lastName" | "language">;

function athleteOf(owner: TrackerOwner, provider: TrackerProvider): TrackerAthlete {
  return {
    userId: owner.id,
    provider,
    language: isLocale(owner.language) ? owner.language : DEFAULT_LOCALE,
  };
}

/**
 * Stores what the tracker has for `window` and keeps the latest TRAININGS_SHOWN of the person's.
 * A training already there stays as it is (`on conflict do nothing`), so two syncs at once, or a
 * sync meeting a connect, never store one twice.
 */
async function importTrainings(
  tx: CoreDb,
  athlete: TrackerAthlete,
  window: { after: Date; upTo: Date },
): Promise<void> {
  const found = sandboxTrainings(athlete, window);
  if (found.length > 0)
    await tx
      .insert(trainings)
      .values(found.map((t) => ({ ...t, userId: athlete.userId, provider: athlete.provider })))
      .onConflictDoNothing();
  const latest = tx
    .select({ id: trainings.id })
    .from(trainings)
    .where(eq(trainings.userId, athlete.userId))
    .orderBy(desc(trainings.startedAt), desc(trainings.externalId))
    .limit(TRAININGS_SHOWN);
  await tx
    .delete(trainings)
    .where(and(eq(trainings.userId, athlete.userId), notInArray(trainings.id, latest)));
}

/**
 * Connects `provider` to the owner's account, replacing the tracker they had: its trainings are
 * deleted and the new tracker's last 8 weeks brought. The link's upsert takes its row lock first,
 * so a person's concurrent connects, syncs and disconnects run one after another.
 */
export async function connectTracker(
  db: CoreDb,
  owner: TrackerOwner,
  provider: TrackerProvider,
  now: Date,
): Promise<void> {
  const link = {
    provider,
    athleteName: `${owner.firstName} ${owner.lastName}`.trim(),
    connectedAt: now,
    lastSyncedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(trackerLinks)
      .values({ userId: owner.id, ...link })
      .onConflictDoUpdate({ target: trackerLinks.userId, set: link });
    await tx
      .delete(trainings)
      .where(and(eq(trainings.userId, owner.id), ne(trainings.provider, provider)));
    await importTrainings(tx, athleteOf(owner, provider), {
      after: new Date(now.getTime() - TRACKER_HISTORY_DAYS * DAY_MS),
      upTo: now,
    });
  });
}

/**
 * Brings the trainings started since the last sync up to `now` (no further back than a new
 * connection's 8 weeks) and moves the link's last sync to `now`; never back, should the clock be.
 * 409 INVALID_STATE with no tracker connected.
 */
export async function syncTracker(db: CoreDb, owner: TrackerOwner, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(trackerLinks)
      .where(eq(trackerLinks.userId, owner.id))
      .for("update");
    if (!link) throw new AppError("INVALID_STATE");
    const earliest = now.getTime() - TRACKER_HISTORY_DAYS * DAY_MS;
    const after = new Date(Math.max(link.lastSyncedAt.getTime(), earliest));
    if (after.getTime() < now.getTime())
      await importTrainings(tx, athleteOf(owner, providerOf(link.provider)), { after, upTo: now });
    if (link.lastSyncedAt.getTime() < now.getTime())
      await tx
        .update(trackerLinks)
        .set({ lastSyncedAt: now })
        .where(eq(trackerLinks.userId, owner.id));
  });
}

/** Forgets the owner's tracker and every training it brought; with none connected, nothing to do. */
export async function disconnectTracker(db: CoreDb, ownerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(trackerLinks).where(eq(trackerLinks.userId, ownerId));
    await tx.delete(trainings).where(eq(trainings.userId, ownerId));
  });
}
