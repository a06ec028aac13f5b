import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../context";
import { AppError } from "../../http/app-error";
import { requestHost } from "../../http/request-host";
import { legacyRoute } from "../../http/legacy-route";

export function registerTenantRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, LEGACY_CONTRACT.getCurrentTenant, async (request) => {
    const tenant = await context.tenants.forHost(requestHost(request));
    if (!tenant) throw new AppError("NOT_FOUND");
    return tenant.dto;
  });
}
