import { createBffServer } from "@reg/bff";
import { announce, stopOn } from "../read/servers/announce";

const [legacyUrl, webDist] = process.argv.slice(2);
if (!legacyUrl || !webDist) throw new Error("usage: portal-bff.ts <legacy url> <web dist>");

// The BFF as deployed, serving the built portal (its heads, precompressed assets); no rate limit,
// which would turn a one-address browser run into 429s.
const bff = await createBffServer({
  legacyUrl,
  webDist,
  port: 0,
  rateLimit: false,
  logger: false,
});
announce(await bff.start());
stopOn(() => bff.stop());
