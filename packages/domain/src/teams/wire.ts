import { z } from "zod";
import { type ParticipantValues, participantValuesSchema } from "../dto/registration";
import { codeSchema, instantOutSchema } from "../dto/registration-common";
import { fieldRules } from "../fields/field-rules";
import { toZod } from "../fields/to-zod";
import { normalizeJoinCode } from "./join-code";
import { TEAM_STANDINGS } from "./rules";

/**
 * The relay calls' shapes (SPEC §7 ApiRelayRegistration … ApiChangeRelayTeamName and the team
 * calls beside them). Legacy and tRPC share them: every name is camelCase on both sides. Bad
 * values carry message ids, so a 400 names each field as the team step shows it.
 */

/** A team's id (SPEC's teamRegistrationId): a UUID, so nobody reaches a team by counting. */
export const teamIdSchema = z.uuid({ error: "field.invalid" });
/** A member's id within a team's roster. */
export const memberIdSchema = z.uuid({ error: "field.invalid" });
/** The most stages a race may have; a larger position is no stage of any race. */
export const MAX_RELAY_STAGES = 20;
/** A stage's number, 1-based (the registration's relayPosition). */
export const relayPositionSchema = z
  .number({ error: "field.invalid" })
  .int({ error: "field.invalid" })
  .min(1, { error: "field.invalid" })
  .max(MAX_RELAY_STAGES, { error: "field.invalid" });

export const teamNameSchema = toZod(fieldRules.teamName);

/** A typed or linked join code, normalised; one that cannot be a code at all is "not found". */
export const joinCodeSchema = toZod(fieldRules.joinCode).transform((value, context) => {
  const code = normalizeJoinCode(value);
  if (code === null) {
    context.addIssue({ code: "custom", message: "joinCode.notFound" });
    return z.NEVER;
  }
  return code;
});

/** GET /Register/ApiRelayRegistration?eventCode=&raceCode=. */
export const relayRaceQuerySchema = z.object({ eventCode: codeSchema, raceCode: codeSchema });
export type RelayRaceQuery = z.infer<typeof relayRaceQuerySchema>;

/**
 * Who pays for a team (decision 0026 §7): each member their own share through their own order, or
 * the captain for everyone — the captain then fills every member's form and takes the team's order.
 */
export const TEAM_PAYERS = ["each", "captain"] as const;
export type TeamPayer = (typeof TEAM_PAYERS)[number];
export const teamPayerSchema = z.enum(TEAM_PAYERS, { error: "field.invalid" });

/** POST /Register/ApiSaveRelayRegistration: the captain creates the race's team and takes a stage. */
export const saveRelayRegistrationInputSchema = z.strictObject({
  eventCode: codeSchema,
  raceCode: codeSchema,
  teamName: teamNameSchema,
  /** The captain's own stage; the first with room when absent. */
  relayPosition: relayPositionSchema.optional(),
  /** Absent: "each" (every member registers and pays their own share). */
  paidBy: teamPayerSchema.optional(),
});
export type SaveRelayRegistrationInput = z.input<typeof saveRelayRegistrationInputSchema>;

/** Joining by code (typed, or from the share link): the member's stage, or the first that needs one. */
export const joinRelayTeamInputSchema = z.strictObject({
  joinCode: joinCodeSchema,
  relayPosition: relayPositionSchema.optional(),
});
export type JoinRelayTeamInput = z.input<typeof joinRelayTeamInputSchema>;

/** GET /Register/ApiRelayTeam?teamRegistrationId=. */
export const relayTeamQuerySchema = z.object({ teamRegistrationId: teamIdSchema });
export type RelayTeamQuery = z.infer<typeof relayTeamQuerySchema>;

/** The captain's calls about one team. */
export const teamRefInputSchema = z.strictObject({ teamRegistrationId: teamIdSchema });
export type TeamRefInput = z.infer<typeof teamRefInputSchema>;

export const moveRelayParticipantInputSchema = z.strictObject({
  teamRegistrationId: teamIdSchema,
  memberId: memberIdSchema,
  relayPosition: relayPositionSchema,
});
export type MoveRelayParticipantInput = z.infer<typeof moveRelayParticipantInputSchema>;

export const removeRelayParticipantInputSchema = z.strictObject({
  teamRegistrationId: teamIdSchema,
  memberId: memberIdSchema,
});
export type RemoveRelayParticipantInput = z.infer<typeof removeRelayParticipantInputSchema>;

/** Hands the captaincy to another member (the old captain stays a member). */
export const handCaptaincyInputSchema = removeRelayParticipantInputSchema;
export type HandCaptaincyInput = RemoveRelayParticipantInput;

/**
 * POST /Register/ApiSaveRelayParticipant's envelope: the captain of a captain-paid team stores a
 * member's participant form — a new member (no memberId: found by the form's e-mail, or given a
 * new account) or one already on the roster. The form's fields travel flat beside it, exactly as
 * ApiSaveRegistration takes them; their rules are the race's, so core checks them itself
 * (participantFormSchemaFor) and answers every bad field at once.
 */
export const relayMemberEnvelopeSchema = z.object({
  teamRegistrationId: teamIdSchema,
  /** The member whose stored form is edited; absent: add a new member. */
  memberId: memberIdSchema.optional(),
  relayPosition: relayPositionSchema,
  /** An image the captain uploaded for the member; null removes it, absent keeps the stored one. */
  imageId: z.uuid({ error: "field.invalid" }).nullable().optional(),
});
/** The legacy body: the envelope and the participant form's fields (checked by core). */
export const saveRelayMemberInputSchema = relayMemberEnvelopeSchema.loose();
export type SaveRelayMemberInput = z.input<typeof relayMemberEnvelopeSchema> & ParticipantValues;

/** GET /Register/ApiRelayParticipant?teamRegistrationId=&memberId=: the captain reads a stored form. */
export const relayMemberFormQuerySchema = z.object({
  teamRegistrationId: teamIdSchema,
  memberId: memberIdSchema,
});
export type RelayMemberFormQuery = z.infer<typeof relayMemberFormQuerySchema>;

/** PUT /Register/ApiChangeRelayTeamName: SPEC §7's {teamName, eventCode, raceCode} — the caller's team of that race. */
export const changeRelayTeamNameInputSchema = z.strictObject({
  teamName: teamNameSchema,
  eventCode: codeSchema,
  raceCode: codeSchema,
});
export type ChangeRelayTeamNameInput = z.input<typeof changeRelayTeamNameInputSchema>;

// Answers.

export const relayStageSchema = z.object({
  position: z.number().int().positive(),
  minMembers: z.number().int().positive(),
  maxMembers: z.number().int().positive(),
});
export type RelayStage = z.infer<typeof relayStageSchema>;

export const relayStageCountSchema = relayStageSchema.extend({
  members: z.number().int().nonnegative(),
});

/**
 * The captain-paid team's order (ApiSaveRelayTeamOrder): the captain's own registration, the lead
 * the team is paid from, and every registration of the order, the lead included.
 */
export const teamOrderSchema = z.object({
  leadRegistrationId: z.uuid(),
  registrationIds: z.array(z.uuid()),
});
export type TeamOrder = z.infer<typeof teamOrderSchema>;

export const MEMBER_STATES = ["joined", "formFilled", "paid"] as const;
/**
 * joined: in the roster only; formFilled: their own registration is saved, not paid (in a
 * captain-paid team: the captain has stored their form); paid (captain-paid: the team's order).
 */
export type MemberState = (typeof MEMBER_STATES)[number];

export const relayMemberSchema = z.object({
  memberId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  relayPosition: z.number().int().positive(),
  isCaptain: z.boolean(),
  /** The member is the caller. */
  isYou: z.boolean(),
  state: z.enum(MEMBER_STATES),
  /** The e-mail of the member's form: only the captain of a captain-paid team sees it (else null). */
  email: z.string().nullable(),
});
export type RelayMember = z.infer<typeof relayMemberSchema>;

/** A team's roster, as only its members read it. */
export const relayTeamSchema = z.object({
  teamRegistrationId: z.uuid(),
  teamName: z.string(),
  eventCode: z.string(),
  raceCode: z.string(),
  /** The caller is the captain (only the captain manages the roster). */
  isCaptain: z.boolean(),
  /** The code to share; the captain's eyes only (null for other members). */
  joinCode: z.string().nullable(),
  stages: z.array(relayStageCountSchema),
  members: z.array(relayMemberSchema),
  standing: z.enum(TEAM_STANDINGS),
  rosterOpen: z.boolean(),
  rosterLocksAt: instantOutSchema,
  paidBy: z.enum(TEAM_PAYERS),
  /** The captain-paid team's order once taken (every member's slot held); null before and for "each". */
  order: teamOrderSchema.nullable(),
});
export type RelayTeam = z.infer<typeof relayTeamSchema>;

/** ApiRelayRegistration: the race's team rules and the caller's team in it, if any. */
export const relayRegistrationSchema = z.object({
  eventCode: z.string(),
  raceCode: z.string(),
  stages: z.array(relayStageSchema),
  maxTeams: z.number().int().nonnegative(),
  teamsLeft: z.number().int().nonnegative(),
  /** A new team may be created now (registration open, a team place left, roster open). */
  canCreateTeam: z.boolean(),
  /**
   * A new team may be paid by its captain: it may be created, and the race needs no promo code (a
   * captain-paid team there is refused).
   */
  canCaptainPay: z.boolean(),
  rosterOpen: z.boolean(),
  rosterLocksAt: instantOutSchema,
  team: z
    .object({
      teamRegistrationId: z.uuid(),
      teamName: z.string(),
      isCaptain: z.boolean(),
      relayPosition: z.number().int().positive(),
      paidBy: z.enum(TEAM_PAYERS),
    })
    .nullable(),
});
export type RelayRegistration = z.infer<typeof relayRegistrationSchema>;

/** ApiRelayParticipant: a member's form as the captain stored it, in the wizard's pre-fill shape. */
export const relayMemberFormSchema = z.object({
  memberId: z.uuid(),
  relayPosition: z.number().int().positive(),
  values: participantValuesSchema,
});
export type RelayMemberForm = z.infer<typeof relayMemberFormSchema>;

/**
 * GET /Register/ApiMyRelayTeams: the caller's teams, one per race at most — what "Manage the team"
 * on a card of "my registrations" looks up by the card's race (decision 0029).
 */
export const myRelayTeamSchema = z.object({
  teamRegistrationId: z.uuid(),
  teamName: z.string(),
  eventCode: z.string(),
  raceCode: z.string(),
  isCaptain: z.boolean(),
  /** Shown on the card of "my registrations": forming, complete, or incomplete at the lock. */
  standing: z.enum(TEAM_STANDINGS),
});
export const myRelayTeamsSchema = z.array(myRelayTeamSchema);
export type MyRelayTeam = z.infer<typeof myRelayTeamSchema>;
