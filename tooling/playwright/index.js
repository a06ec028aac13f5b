import { chromiumPath } from "./env.js";

/** Debian's Chromium (or CHROMIUM_PATH); the background-networking flags keep it off this closed network. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};
