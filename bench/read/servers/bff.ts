import { createBffServer } from "@reg/bff";
import { announce, stopOn } from "./announce";

const legacyUrl = process.argv[2];
if (!legacyUrl) throw new Error("usage: bff.ts <legacy url>");

// As in production but for the per-address rate limit, which would turn a one-address bench into 429s.
const bff = await createBffServer({ legacyUrl, port: 0, rateLimit: false, logger: false });
announce(await bff.start());
stopOn(() => bff.stop());
