import { router } from "../../trpc";
import { event } from "./event";
import { race } from "./race";

/** Results pages (issue 8 item 4): an event's races, a race's table. */
export const resultsRouter = router({ event, race });
