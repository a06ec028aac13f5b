import type { FastifyRequest } from "fastify";
import type { CoreContext } from "../context";
import {
  findSessionUser,
  type UserRow,
  readSessionToken,
  hashSessionToken,
} from "../modules/account";
import { AppError } from "./app-error";

/** The signed-in person of the request, or undefined. */
export async function optionalUser(
  context: CoreContext,
  request: FastifyRequest,
): Promise<UserRow | undefined> {
  const token = readSessionToken(request);
  if (!token) return undefined;
  return findSessionUser(context.db, hashSessionToken(token), context.now());
}

/** The signed-in person of the request; 401 UNAUTHORIZED without a live session. */
export async function requireUser(context: CoreContext, request: FastifyRequest): Promise<UserRow> {
  const user = await optionalUser(context, request);
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}
