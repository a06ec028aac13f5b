export { createBffServer, type BffServer } from "./server";
export { type BffConfig } from "./config";
export { type AppRouter } from "./router";
export { type BffErrorData, type BffErrorShape } from "./errors/error-formatter";
export { CSRF_COOKIE, CSRF_HEADER } from "./csrf/csrf";
