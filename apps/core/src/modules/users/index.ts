/** The current user call. */
export { registerUserRoutes } from "./routes";
