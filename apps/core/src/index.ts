export { createCoreServer, type CoreServer } from "./server";
export type { CoreServerConfig, DatabaseConfig, LoginRateLimit } from "./config";
export type { CoreDb } from "./db/database";
