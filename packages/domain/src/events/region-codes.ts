import * as z from "zod/mini";

/**
 * The ISO 3166-2:RU codes of the subjects events run in, in the order the filter panel and core's
 * check constraint list them. Apart from the names and cities (regions.ts, which must cover exactly
 * these: `satisfies Record<RegionCode, …>`), so the portal's first chunk validates a list address's
 * region without carrying the table (docs/decisions/0022).
 */
export const REGION_CODES = [
  "RU-MOW",
  "RU-MOS",
  "RU-SPE",
  "RU-LEN",
  "RU-TA",
  "RU-KDA",
  "RU-SAM",
  "RU-YAR",
  "RU-TVE",
  "RU-NIZ",
  "RU-SVE",
  "RU-TYU",
  "RU-KHM",
  "RU-MUR",
  "RU-VGG",
  "RU-KB",
  "RU-ALT",
  "RU-NVS",
  "RU-KGD",
  "RU-PRI",
  "RU-PER",
] as const;
export type RegionCode = (typeof REGION_CODES)[number];
export const regionCodeSchema = z.enum(REGION_CODES, { error: "field.invalid" });
