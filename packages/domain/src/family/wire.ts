import { z } from "zod";
import { LOCALES } from "../culture/locales";
import { codeSchema } from "../dto/registration-common";
import { fieldRules } from "../fields/field-rules";
import { toZod } from "../fields/to-zod";
import { FAMILY_RELATIONS, familyRelationSchema } from "./relations";

/**
 * The family group's and the friend search's shapes (SPEC §3 Find friend, §4 relative flow;
 * decision 0030). Legacy and tRPC share them; bad values carry message ids, so a 400 names each
 * field as the form shows it.
 */

const languageSchema = z.enum(LOCALES, { error: "field.invalid" });
const emailSchema = toZod(fieldRules.email);

/** A family member's id: their account's UUID, answered only to the group's owner. */
export const familyMemberIdSchema = z.uuid({ error: "field.invalid" });

/**
 * GET /Register/ApiFindFriend?eventCode=&raceCode=&email=&lang=. The race is optional: the family
 * page looks a person up without one; with one, the answer says whether they are already
 * registered for it.
 */
export const findFriendQuerySchema = z.object({
  email: emailSchema,
  eventCode: codeSchema.optional(),
  raceCode: codeSchema.optional(),
  lang: languageSchema.default("ru"),
});
export type FindFriendQuery = z.infer<typeof findFriendQuerySchema>;

/**
 * The answer: whether an account has that e-mail and just enough to confirm it is the right
 * person. Never their e-mail (the caller typed it), birth date, phone, or any registration but
 * "already registered for this race".
 */
export const foundFriendSchema = z.discriminatedUnion("found", [
  z.object({ found: z.literal(false) }),
  z.object({
    found: z.literal(true),
    /** "Иван П." (maskedName). */
    maskedName: z.string(),
    /** The e-mail is the caller's own: register yourself instead. */
    isSelf: z.boolean(),
    /** The person is in the caller's family group already. */
    inFamily: z.boolean(),
    /** The person holds a live registration for the race asked about (false without a race). */
    alreadyRegistered: z.boolean(),
  }),
]);
export type FoundFriend = z.infer<typeof foundFriendSchema>;

/**
 * A relative's account created by the person (names, birth date, gender, e-mail) and who they are
 * to the person (decision 0042).
 */
export const createRelativeInputSchema = z.strictObject({
  email: emailSchema,
  relation: familyRelationSchema,
  lastName: toZod(fieldRules.lastName),
  firstName: toZod(fieldRules.firstName),
  birthDate: toZod(fieldRules.birthDate),
  gender: toZod(fieldRules.gender).pipe(z.enum(["male", "female"], { error: "field.invalid" })),
  /** The language of the e-mail the relative gets to set their password. */
  language: languageSchema,
});
export type CreateRelativeInput = z.infer<typeof createRelativeInputSchema>;

/** Adds an existing account, found by its e-mail, to the person's family group, saying who they are. */
export const addFamilyMemberInputSchema = z.strictObject({
  email: emailSchema,
  relation: familyRelationSchema,
});
export type AddFamilyMemberInput = z.infer<typeof addFamilyMemberInputSchema>;

export const removeFamilyMemberInputSchema = z.strictObject({ memberId: familyMemberIdSchema });
export type RemoveFamilyMemberInput = z.infer<typeof removeFamilyMemberInputSchema>;

/** The owner changes who a member of their group is to them. */
export const setFamilyRelationInputSchema = z.strictObject({
  memberId: familyMemberIdSchema,
  relation: familyRelationSchema,
});
export type SetFamilyRelationInput = z.infer<typeof setFamilyRelationInputSchema>;

/**
 * One member as the group's owner sees them. A relative the owner created and who has not taken
 * their account over yet is the owner's to fill in: full names, birth date and gender. Anyone
 * else (an account added by e-mail, or a relative who set a password) shows the masked name and
 * the e-mail the owner typed.
 */
export const familyMemberSchema = z.object({
  memberId: familyMemberIdSchema,
  email: z.string(),
  displayName: z.string(),
  /** The owner keeps this account's details (created by them, not taken over). */
  managed: z.boolean(),
  birthDate: z.string().nullable(),
  gender: z.enum(["male", "female"]).nullable(),
  /** Who the member is to the owner, as the owner said (decision 0042). */
  relation: z.enum(FAMILY_RELATIONS),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const familyGroupSchema = z.object({ members: z.array(familyMemberSchema) });
export type FamilyGroup = z.infer<typeof familyGroupSchema>;

/** The most members one family group holds: a family, not a club's roster. */
export const MAX_FAMILY_MEMBERS = 20;
