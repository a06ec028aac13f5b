/** The event list and the live count (SPEC §3), within a tenant's scope. */
export { registerEventRoutes } from "./routes";
export { eventScope } from "./service";
export { registerEventPageRoutes } from "./event-page/routes";
export { listPaidRegistrations } from "./event-page/registration-entry";
