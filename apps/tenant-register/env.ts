// The build's one reader of the environment (vite.config.ts); the app's own is src/env.ts.

/** TENANT picks the build; `vite` on its own (dev) runs as the first tenant. */
export const buildTenantName: string = process.env.TENANT ?? "pionercup";
