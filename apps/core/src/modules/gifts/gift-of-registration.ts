import { eq } from "drizzle-orm";
import type { CoreDb } from "../../db/database";
import { gifts } from "../../db/schema";

/** The gift whose slot a registration holds, if it is a gift's: the payment returns to the gift's page. */
export async function giftOfRegistration(
  db: CoreDb,
  registrationId: string,
): Promise<string | null> {
  const [gift] = await db
    .select({ id: gifts.id })
    .from(gifts)
    .where(eq(gifts.registrationId, registrationId))
    .limit(1);
  return gift?.id ?? null;
}

/** The buyer's page of a gift on the front's route tree, where its payment returns. */
export function giftPagePath(giftId: string): string {
  return `/gift/bought/${encodeURIComponent(giftId)}`;
}
