import { router } from "../../trpc";
import { getCurrent } from "./get-current";

export const userRouter = router({ getCurrent });
