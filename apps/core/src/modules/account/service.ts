import {
  ANONYMOUS_USER,
  ROLES,
  type CurrentUser,
  type LoginInput,
  type Role,
  type SignUpInput,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { AppError } from "../../http/app-error";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./password";
import {
  deleteSession,
  findSessionUser,
  findUserByEmail,
  insertSession,
  insertUser,
  type UserRow,
} from "./queries";
import { SESSION_TTL_DAYS } from "./session-cookie";
import { hashSessionToken, newSessionToken } from "./session-token";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountDeps {
  db: CoreDb;
  now: () => Date;
}

/** E-mails are compared trimmed and lower-cased; that is also how they are stored. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    isAuthorized: true,
    id: user.id,
    email: user.email,
    fullName: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles.filter(isRole),
  };
}

/** Opens a session for the user and returns the raw token for the cookie. */
export async function openSession(deps: AccountDeps, userId: string): Promise<string> {
  const token = newSessionToken();
  const createdAt = deps.now();
  const expiresAt = new Date(createdAt.getTime() + SESSION_TTL_DAYS * DAY_MS);
  await insertSession(deps.db, {
    tokenHash: hashSessionToken(token),
    userId,
    createdAt,
    expiresAt,
  });
  return token;
}

export interface SignedIn {
  user: CurrentUser;
  token: string;
}

/**
 * A new account, signed in. The same e-mail with the account's own password signs the person in
 * instead of answering EMAIL_TAKEN: that is a retry of a sign-up whose answer was lost (a 502 or
 * timeout while core committed), and the person must land signed in (issue 12, item 23). With
 * another password it stays EMAIL_TAKEN; the route is rate-limited like the login it then is.
 */
export async function signUp(deps: AccountDeps, input: SignUpInput): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  const created = await insertUser(deps.db, {
    email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash: await hashPassword(input.password),
    language: input.language,
  });
  if (created) return { user: toCurrentUser(created), token: await openSession(deps, created.id) };
  const existing = await findUserByEmail(deps.db, email);
  if (!existing || !(await verifyPassword(input.password, existing.passwordHash)))
    throw new AppError("EMAIL_TAKEN");
  return { user: toCurrentUser(existing), token: await openSession(deps, existing.id) };
}

export async function logIn(deps: AccountDeps, input: LoginInput): Promise<SignedIn> {
  const user = await findUserByEmail(deps.db, normalizeEmail(input.email));
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDecoy(input.password);
  if (!user || !valid) throw new AppError("INVALID_CREDENTIALS");
  return { user: toCurrentUser(user), token: await openSession(deps, user.id) };
}

export async function logOut(deps: AccountDeps, token: string | undefined): Promise<void> {
  if (token) await deleteSession(deps.db, hashSessionToken(token));
}

export async function currentUser(
  deps: AccountDeps,
  token: string | undefined,
): Promise<CurrentUser> {
  if (!token) return ANONYMOUS_USER;
  const user = await findSessionUser(deps.db, hashSessionToken(token), deps.now());
  return user ? toCurrentUser(user) : ANONYMOUS_USER;
}
