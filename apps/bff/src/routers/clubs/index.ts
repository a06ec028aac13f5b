import { router } from "../../trpc";
import { list } from "./list";
import { page } from "./page";

/** The clubs section (SPEC §2): the ranking and a club's page. */
export const clubsRouter = router({ list, page });
