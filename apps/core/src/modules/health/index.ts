/** The liveness check. */
export { registerHealthRoutes } from "./routes";
