// The bench's one reader of the environment.

/** DATABASE_URL's server, else the local one (trust auth, as set up on this machine). */
export const benchDatabaseServerUrl: string =
  process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A server under measurement runs with the runner's environment, in production mode. */
export function childServerEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: "production" };
}
