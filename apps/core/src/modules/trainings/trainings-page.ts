import { and, desc, eq } from "drizzle-orm";
import {
  TRAINING_SPORTS,
  TRAININGS_SHOWN,
  trackerProviderSchema,
  type TrackerProvider,
  type Trainings,
  type TrainingSport,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { trackerLinks, trainings } from "../../db/schema";

/** The stored provider; the CHECK keeps it one of the domain's, this keeps the type honest. */
export function providerOf(stored: string): TrackerProvider {
  return trackerProviderSchema.parse(stored);
}

function sportOf(stored: string): TrainingSport {
  const sport = TRAINING_SPORTS.find((s) => s === stored);
  if (!sport) throw new Error(`a stored training of an unknown sport: ${stored}`);
  return sport;
}

/**
 * The person's trainings page: their tracker (or none) and its trainings, newest first, at most
 * TRAININGS_SHOWN. Only rows of `userId` are read; nobody names whose page it is but the session.
 */
export async function trainingsPage(db: CoreDb, userId: string): Promise<Trainings> {
  const [link] = await db.select().from(trackerLinks).where(eq(trackerLinks.userId, userId));
  if (!link) return { tracker: null, trainings: [] };
  const rows = await db
    .select()
    .from(trainings)
    .where(and(eq(trainings.userId, userId), eq(trainings.provider, link.provider)))
    .orderBy(desc(trainings.startedAt), desc(trainings.externalId))
    .limit(TRAININGS_SHOWN);
  return {
    tracker: {
      provider: providerOf(link.provider),
      athleteName: link.athleteName,
      connectedAt: link.connectedAt.toISOString(),
      lastSyncedAt: link.lastSyncedAt.toISOString(),
    },
    trainings: rows.map((row) => ({
      id: row.id,
      sport: sportOf(row.sport),
      name: row.name,
      startedAt: row.startedAt.toISOString(),
      distanceMeters: row.distanceMeters,
      movingSeconds: row.movingSeconds,
      elevationGainMeters: row.elevationGainMeters,
    })),
  };
}
