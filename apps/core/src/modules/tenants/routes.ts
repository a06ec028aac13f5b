import type { FastifyInstance } from "fastify";
import type { Tenant } from "@reg/domain";
import type { CoreContext } from "../../context";
import { AppError } from "../../http/app-error";
import { requestHost } from "../../http/request-host";

export function registerTenantRoutes(app: FastifyInstance, context: CoreContext): void {
  app.get("/api/events/tenants/getCurrent", async (request): Promise<Tenant> => {
    const tenant = await context.tenants.forHost(requestHost(request));
    if (!tenant) throw new AppError("NOT_FOUND");
    return tenant.dto;
  });
}
