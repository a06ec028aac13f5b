import { router } from "../../trpc";
import { buy, check, redeem } from "./changes";
import { get, mine } from "./reads";

/** Gifts (issue 11 item 4, decision 0031): buy a race as a present, read mine, check and redeem a code. */
export const giftsRouter = router({ buy, mine, get, check, redeem });
