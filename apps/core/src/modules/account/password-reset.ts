import { and, count, eq, gt } from "drizzle-orm";
import {
  PASSWORD_RESET_TTL_MINUTES,
  type RequestPasswordResetInput,
  type ResetPasswordInput,
} from "@reg/domain";
import { passwordResets, sessions, users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { enqueueMail } from "../../outbox/outbox-mail";
import { passwordResetMail } from "../../outbox/password-reset-mail";
import { hashPassword } from "./password";
import { findUserByEmail } from "./queries";
import {
  normalizeEmail,
  openSession,
  toCurrentUser,
  type AccountDeps,
  type SignedIn,
} from "./service";
import { hashSessionToken, newSessionToken } from "./session-token";

const MINUTE_MS = 60_000;
/** Live links one account may hold at once: more requests send no more mail (a mailbox is not a target). */
export const MAX_LIVE_RESETS_PER_USER = 3;

export interface PasswordResetDeps extends AccountDeps {
  /** The portal's base URL the link points to: configuration, never the request's Host (a forged Host would mail the token elsewhere). */
  portalUrl: string;
}

/**
 * Mails a one-time link to the account of `input.email`, if there is one. The caller learns
 * nothing either way: the answer is the same, and nothing but the mail tells the account exists.
 * The token is 256 random bits; only its SHA-256 is stored, so a leaked table resets nobody.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  input: RequestPasswordResetInput,
): Promise<void> {
  const now = deps.now();
  const user = await findUserByEmail(deps.db, normalizeEmail(input.email));
  if (!user) return;
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  const link = new URL("/account/reset", deps.portalUrl);
  link.searchParams.set("token", token);
  await deps.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ n: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.expiresAt, now)));
    if ((live?.n ?? 0) >= MAX_LIVE_RESETS_PER_USER) return;
    await tx.insert(passwordResets).values({
      tokenHash,
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * MINUTE_MS),
    });
    const mail = passwordResetMail({
      requestKey: tokenHash,
      language: input.language,
      recipient: user.email,
      personName: user.firstName,
      link: link.toString(),
      ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
    });
    await enqueueMail(tx, mail, now);
  });
}

/**
 * Sets the password of the token's account, and only that account: the token alone says whose
 * (the input names nobody). One transaction deletes every reset token of the account (the link is
 * single-use, and older links die with it) and every session (whoever knew the old password is
 * signed out), then signs the person in. Unknown, used or expired: INVALID_CREDENTIALS, nothing changes.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: ResetPasswordInput,
): Promise<SignedIn> {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .delete(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, hashSessionToken(input.token)),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!taken) throw new AppError("INVALID_CREDENTIALS");
    await tx.delete(passwordResets).where(eq(passwordResets.userId, taken.userId));
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, taken.userId))
      .returning();
    if (!user) throw new AppError("INVALID_CREDENTIALS");
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return {
      user: toCurrentUser(user),
      token: await openSession({ db: tx, now: deps.now }, user.id),
    };
  });
}
