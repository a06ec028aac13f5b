import { and, eq } from "drizzle-orm";
import type { CoreDb } from "../../db/database";
import { uploadedImages } from "../../db/schema";
import { AppError } from "../../http/app-error";

/**
 * A picture a form names must be the caller's own upload: anyone else's id (or none at all) is
 * `imageId: field.invalid`, so nobody attaches another person's certificate by guessing its id.
 */
export async function assertOwnImage(
  db: CoreDb,
  imageId: string | null | undefined,
  userId: string,
): Promise<void> {
  if (!imageId) return;
  const rows = await db
    .select({ id: uploadedImages.id })
    .from(uploadedImages)
    .where(and(eq(uploadedImages.id, imageId), eq(uploadedImages.userId, userId)))
    .limit(1);
  if (!rows[0]) throw new AppError("VALIDATION_FAILED", { imageId: "field.invalid" });
}
