import { fileURLToPath } from "node:url";

/** The checkout's root: the built servers and fronts are found from here. */
export const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
