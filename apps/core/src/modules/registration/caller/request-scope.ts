import type { FastifyRequest } from "fastify";
import type { CoreContext } from "../../../context";
import { requestHost } from "../../../http/request-host";
import { eventScope } from "../../events";

/** The events a request may register for: the main portal any organizer's, a custom tenant's site only its own. */
export async function registrationScope(
  context: CoreContext,
  request: FastifyRequest,
): Promise<string | null> {
  const tenant = await context.tenants.forHost(requestHost(request));
  return eventScope(tenant?.id);
}
