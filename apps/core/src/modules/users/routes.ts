import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../context";
import { currentUser, readSessionToken } from "../account";
import { legacyRoute } from "../../http/legacy-route";

export function registerUserRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, LEGACY_CONTRACT.getCurrentUser, async (request) =>
    currentUser(context, readSessionToken(request)),
  );
}
