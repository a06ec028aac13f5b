import type { FastifyInstance } from "fastify";
import type { CurrentUser } from "@reg/domain";
import type { CoreContext } from "../../context";
import { currentUser, readSessionToken } from "../account";

export function registerUserRoutes(app: FastifyInstance, context: CoreContext): void {
  app.get("/api/users/getCurrent", async (request): Promise<CurrentUser> => currentUser(context, readSessionToken(request)));
}
