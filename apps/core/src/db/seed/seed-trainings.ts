import { eq } from "drizzle-orm";
import { connectTracker, syncTracker } from "../../modules/trainings";
import { trackerLinks, users } from "../schema";
import { DEMO_EMAIL } from "./tax-data";
import type { CoreTx } from "./transaction";

/**
 * The demo's trainings page full (decision 0050): Strava connected with its last 8 weeks when the
 * demo has no tracker; otherwise the tracker the person chose is synced up to the seed's `now`, as
 * its button would, so the page keeps up with the re-derived dates and nothing of theirs is lost.
 */
export async function seedTrainings(tx: CoreTx, now: Date): Promise<void> {
  const [demo] = await tx.select().from(users).where(eq(users.email, DEMO_EMAIL));
  if (!demo) return;
  const [link] = await tx
    .select({ userId: trackerLinks.userId })
    .from(trackerLinks)
    .where(eq(trackerLinks.userId, demo.id));
  if (link) await syncTracker(tx, demo, now);
  else await connectTracker(tx, demo, "strava", now);
}
