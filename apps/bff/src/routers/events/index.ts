import { router } from "../../trpc";
import { list } from "./list";
import { liveCount } from "./live-count";

export const eventsRouter = router({ liveCount, list });
