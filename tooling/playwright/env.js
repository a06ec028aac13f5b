// The preset's one reader of the environment.

/** CHROMIUM_PATH, else Debian's Chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
