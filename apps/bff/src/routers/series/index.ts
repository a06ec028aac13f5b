import { router } from "../../trpc";
import { page } from "./page";

/** The series page (issue 8 item 3); its Events tab reads events.list with a seriesCode. */
export const seriesRouter = router({ page });
