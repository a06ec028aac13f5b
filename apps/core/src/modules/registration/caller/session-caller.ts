import type { FastifyRequest } from "fastify";
import type { CoreContext } from "../../../context";
import { AppError } from "../../../http/app-error";
import { findSessionUser, type UserRow, readSessionToken, hashSessionToken } from "../../account";

/**
 * Who sends a registration call, looked up only when needed: the rush's slot take checks the
 * session inside its own statement (takeSlotsTogether), every other path asks `user()`.
 */
export interface SessionCaller {
  /** SHA-256 of the request's session token (what `sessions.token_hash` keeps). */
  tokenHash: string;
  /** The signed-in person (looked up once); 401 UNAUTHORIZED without a live session. */
  user(): Promise<UserRow>;
}

/**
 * A call's input, read before its session is checked (the call's own statement checks it, at no
 * round trip of its own): when the input is refused, the session is asked first, so a caller
 * without a live session is 401 before anything its input says.
 */
export async function inputOfCaller<T>(
  caller: SessionCaller,
  read: () => T | Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    await caller.user();
    throw error;
  }
}

/** The caller of `request`; 401 UNAUTHORIZED at once when it carries no session token at all. */
export function sessionCaller(context: CoreContext, request: FastifyRequest): SessionCaller {
  const token = readSessionToken(request);
  if (!token) throw new AppError("UNAUTHORIZED");
  const tokenHash = hashSessionToken(token);
  let user: Promise<UserRow> | undefined;
  return {
    tokenHash,
    user: () =>
      (user ??= findSessionUser(context.db, tokenHash, context.now()).then((found) => {
        if (!found) throw new AppError("UNAUTHORIZED");
        return found;
      })),
  };
}
