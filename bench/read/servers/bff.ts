import { createBffServer } from "@reg/bff";
import { announce, stopOn } from "./announce";

const legacyUrl = process.argv[2];
if (!legacyUrl) throw new Error("usage: bff.ts <legacy url> [cache-off]");
// "cache-off" measures the procedure itself: every call reaches core.
const cacheOff = process.argv[3] === "cache-off";

// As in production but for the per-address rate limit, which would turn a one-address bench into 429s.
const bff = await createBffServer({
  legacyUrl,
  port: 0,
  rateLimit: false,
  logger: false,
  // The admin listener on, as deployed: the figures include what measuring costs.
  metrics: { port: 0 },
  ...(cacheOff ? { cache: { enabled: false } } : {}),
});
announce(await bff.start());
stopOn(() => bff.stop());
