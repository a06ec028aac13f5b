import { z } from "zod";

/**
 * What a member of a family group is to its owner, as the owner answers "Who is this to you?"
 * (decision 0042): the member is the owner's child, spouse, parent, sibling, or someone else.
 * It is the owner's word, one per (owner, member) row: the member's own group may say otherwise.
 * The tax page offers only a `child` as a child served and only a `spouse` as the spouse's
 * account, and core refuses anyone else for those roles.
 */
export const FAMILY_RELATIONS = ["child", "spouse", "parent", "sibling", "other"] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];

/**
 * What a member added before relations existed reads as (migration 0018): nothing was asked, so
 * nothing is claimed — the owner says who they are on the account's family list.
 */
export const UNKNOWN_FAMILY_RELATION = "other" satisfies FamilyRelation;

/** A relation as the forms and the wire send it; anything else (or nothing) is "choose one". */
export const familyRelationSchema = z.enum(FAMILY_RELATIONS, { error: "relation.notSelected" });
