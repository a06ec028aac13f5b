/** Tenants: who a request's host belongs to, and the current tenant call. */
export { registerTenantRoutes } from "./routes";
export { TenantDirectory } from "./service";
