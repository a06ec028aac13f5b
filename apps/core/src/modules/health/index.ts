/** The liveness and readiness checks (`/health`, `/ready`). */
export { registerHealthRoutes, READY_TIMEOUT_MS } from "./routes";
