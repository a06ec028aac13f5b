import { router } from "../../trpc";
import { getCurrent } from "./get-current";

export const tenantRouter = router({ getCurrent });
