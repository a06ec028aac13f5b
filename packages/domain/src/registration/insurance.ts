import { z } from "zod";

/** Options come in three groups (SPEC §3). */
export const OPTION_GROUPS = ["insurance", "services", "products"] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];
export const optionGroupSchema = z.enum(OPTION_GROUPS);

/** What a policy covers (SPEC §3). */
export const INSURANCE_TYPES = ["accident", "cancellation", "bike", "ski"] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];
export const insuranceTypeSchema = z.enum(INSURANCE_TYPES);

/** A policy covers the race day only (SPEC §9: insurance period 1 day). */
export const INSURANCE_PERIOD_DAYS = 1;
