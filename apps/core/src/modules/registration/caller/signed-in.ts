import type { FastifyRequest } from "fastify";
import type { CoreContext } from "../../../context";
import { requireUser } from "../../../http/require-user";
import type { UserRow } from "../../account";
import { registrationScope } from "./request-scope";

/**
 * The signed-in person and the tenant scope of a call about their own registration: the session
 * first (401 before the input is looked at), then the scope.
 */
export async function signedIn(
  context: CoreContext,
  request: FastifyRequest,
): Promise<{ user: UserRow; scope: string | null }> {
  return {
    user: await requireUser(context, request),
    scope: await registrationScope(context, request),
  };
}
