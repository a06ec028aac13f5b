import type { CreateRelativeInput } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { passwordResets, users } from "../../db/schema";
import { enqueueMail } from "../../outbox/outbox-mail";
import { relativeInviteMail } from "../../outbox/relative-invite-mail";
import type { UserRow } from "../account";
import { newInviteToken } from "./invite-token";
import { NO_PASSWORD_YET, RELATIVE_INVITE_TTL_MS } from "./relative-account";

/** Who the new account is for: what a relative's form or a team member's form gives. */
export type ManagedAccountInput = Pick<
  CreateRelativeInput,
  "email" | "firstName" | "lastName" | "birthDate" | "gender" | "language"
>;

/**
 * Creates an account someone else manages (decision 0030 §6: a relative's, a captain's team
 * member's) inside the caller's transaction: no password anybody can sign in with, a week-long
 * one-time token and the mail that links to setting a password, which takes the account over.
 * An e-mail that already has an account creates nothing (null): creating never touches someone
 * else's account. `email` is normalised already.
 */
export async function createManagedAccount(
  tx: CoreDb,
  maker: UserRow,
  input: ManagedAccountInput,
  portalUrl: string,
  now: Date,
): Promise<UserRow | null> {
  const [account] = await tx
    .insert(users)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: NO_PASSWORD_YET,
      language: input.language,
      profile: { birthDate: input.birthDate, gender: input.gender },
      createdAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!account) return null;
  const invite = newInviteToken();
  await tx.insert(passwordResets).values({
    tokenHash: invite.tokenHash,
    userId: account.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RELATIVE_INVITE_TTL_MS),
  });
  const link = new URL("/account/reset", portalUrl);
  link.searchParams.set("token", invite.token);
  await enqueueMail(
    tx,
    relativeInviteMail({
      requestKey: invite.tokenHash,
      language: input.language,
      recipient: input.email,
      personName: input.firstName,
      makerName: `${maker.firstName} ${maker.lastName}`.trim(),
      link: link.toString(),
    }),
    now,
  );
  return account;
}
