import { router } from "../../trpc";
import { getCurrent } from "./get-current";
import { getProfile } from "./get-profile";
import { updateProfile } from "./update-profile";

export const userRouter = router({ getCurrent, getProfile, updateProfile });
