import { eq, sql } from "drizzle-orm";
import type { CoreDb } from "../../db/database";
import { preparedPerDb } from "../../db/prepared";
import { gifts } from "../../db/schema";

const giftIdOfRegistration = preparedPerDb((db) =>
  db
    .select({ id: gifts.id })
    .from(gifts)
    .where(eq(gifts.registrationId, sql.placeholder("registrationId")))
    .limit(1)
    .prepare("gift_id_of_registration"),
);

/** The gift whose slot a registration holds, if it is a gift's: the payment returns to the gift's page. */
export async function giftOfRegistration(
  db: CoreDb,
  registrationId: string,
): Promise<string | null> {
  const [gift] = await giftIdOfRegistration(db).execute({ registrationId });
  return gift?.id ?? null;
}

/** The buyer's page of a gift on the front's route tree, where its payment returns. */
export function giftPagePath(giftId: string): string {
  return `/gift/bought/${encodeURIComponent(giftId)}`;
}
