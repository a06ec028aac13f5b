import { z } from "zod";
import { instantOutSchema } from "./registration-common";
import { SESSION_HANDOFF_CODE_PATTERN } from "../account/session-handoff";

/*
 * Handing a session from the portal to a custom tenant's registration app on another host
 * (docs/decisions/0008 §3): the portal asks core for a one-time code bound to the app's host and
 * sends the person back with it in the address's fragment; the app redeems it through its own
 * host, which answers with that host's session cookie. Calls: POST /api/account/issueHandoff and
 * POST /api/account/redeemHandoff (docs/legacy-contract.md). The fragment's constants and readers
 * live in account/session-handoff.ts, re-exported here.
 */
export * from "../account/session-handoff";

/** One DNS label: letters, digits, inner hyphens. */
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const MAX_HOST_LENGTH = 253;

export const sessionHandoffCodeSchema = z
  .string({ error: "field.required" })
  .regex(SESSION_HANDOFF_CODE_PATTERN, { error: "field.invalid" });

/** A host name without scheme or port (`pionercup.localhost`), compared lower-cased. */
export const handoffHostSchema = z
  .string({ error: "field.required" })
  .trim()
  .toLowerCase()
  .min(1, { error: "field.required", abort: true })
  .max(MAX_HOST_LENGTH, { error: "field.invalid", abort: true })
  .regex(HOST_NAME, { error: "field.invalid" });

/** POST /api/account/issueHandoff: the host of the tenant app the person is going back to. */
export const issueHandoffInputSchema = z.object({ host: handoffHostSchema });
export type IssueHandoffInput = z.infer<typeof issueHandoffInputSchema>;

/** The answer: the code (shown once, stored only hashed) and when it stops working. */
export const issuedHandoffSchema = z.object({
  code: sessionHandoffCodeSchema,
  expiresAt: instantOutSchema,
});
export type IssuedHandoff = z.infer<typeof issuedHandoffSchema>;

/** POST /api/account/redeemHandoff, sent through the host the code was issued for; answers `CurrentUser`. */
export const redeemHandoffInputSchema = z.object({ code: sessionHandoffCodeSchema });
export type RedeemHandoffInput = z.infer<typeof redeemHandoffInputSchema>;
