import { SESSION_HANDOFF_TTL_SECONDS, type IssuedHandoff } from "@reg/domain";
import { AppError } from "../../http/app-error";
import {
  deleteExpiredHandoffs,
  findUserById,
  insertHandoff,
  isTenantHost,
  takeHandoff,
} from "./handoff-queries";
import { findSessionUser } from "./queries";
import { openSession, toCurrentUser, type AccountDeps, type SignedIn } from "./service";
import { hashSessionToken, newSessionToken } from "./session-token";

/**
 * A one-time code that lets the signed-in person of `sessionToken` open a session of their own on
 * `host` (docs/decisions/0008 §3). Only a host the deployment serves a tenant on may receive one:
 * anywhere else, the code would be handed to a site that is not ours.
 */
export async function issueHandoff(
  deps: AccountDeps,
  sessionToken: string | undefined,
  host: string,
): Promise<IssuedHandoff> {
  const now = deps.now();
  const sessionTokenHash = sessionToken ? hashSessionToken(sessionToken) : undefined;
  const user = sessionTokenHash ? await findSessionUser(deps.db, sessionTokenHash, now) : undefined;
  if (!user || !sessionTokenHash) throw new AppError("UNAUTHORIZED");
  if (!(await isTenantHost(deps.db, host))) throw new AppError("FORBIDDEN");

  // Drawn and hashed like a session token: 256 random bits, and a leaked table signs nobody in.
  const code = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_HANDOFF_TTL_SECONDS * 1000);
  await deleteExpiredHandoffs(deps.db, now);
  await insertHandoff(deps.db, {
    codeHash: hashSessionToken(code),
    userId: user.id,
    sessionTokenHash,
    host,
    createdAt: now,
    expiresAt,
  });
  return { code, expiresAt: expiresAt.toISOString() };
}

/**
 * Trades a code for a new session on `host`, the host the request came through. Taking the code
 * and opening the session are one transaction, so a code is spent exactly when a session comes of
 * it. Used, expired, unknown or another host's: INVALID_CREDENTIALS, whichever it was (like a
 * wrong password, the answer does not help anyone guess), and nothing changes.
 */
export async function redeemHandoff(
  deps: AccountDeps,
  code: string,
  host: string,
): Promise<SignedIn> {
  return deps.db.transaction(async (tx) => {
    const txDeps = { db: tx, now: deps.now };
    const userId = await takeHandoff(tx, hashSessionToken(code), host, deps.now());
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user) throw new AppError("INVALID_CREDENTIALS");
    return { user: toCurrentUser(user), token: await openSession(txDeps, user.id) };
  });
}
