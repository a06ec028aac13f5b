import { seriesProfiles } from "../schema";
import { overwriteExcept } from "./excluded";
import { SERIES_PROFILES } from "./series-data";
import type { CoreTx } from "./transaction";

/** Upserts the series pages' descriptions, sports and pictures (SERIES_PROFILES). */
export async function seedSeriesProfiles(
  tx: CoreTx,
  seriesIds: Map<string, number>,
): Promise<void> {
  const values = Object.entries(SERIES_PROFILES).map(([code, profile]) => {
    const seriesId = seriesIds.get(code);
    if (seriesId === undefined) throw new Error(`Series profile for an unknown series ${code}`);
    return {
      seriesId,
      sportType: profile.sport,
      descriptionRu: profile.descriptionRu,
      descriptionEn: profile.descriptionEn,
      imageUrl: `/images/sports/${profile.sport}.svg`,
    };
  });
  await tx
    .insert(seriesProfiles)
    .values(values)
    .onConflictDoUpdate({
      target: seriesProfiles.seriesId,
      set: overwriteExcept(seriesProfiles, ["seriesId"]),
    });
}
