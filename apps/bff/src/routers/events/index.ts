import { router } from "../../trpc";
import { compilations } from "./compilations";
import { list } from "./list";
import { liveCount } from "./live-count";
import { page } from "./page";
import { startList } from "./start-list";
import { mapPoints } from "./map-points";

export const eventsRouter = router({ compilations, liveCount, list, mapPoints, page, startList });
