import { router } from "../../trpc";
import { add, createRelative, list, remove } from "./family-group";
import { findFriend } from "./find-friend";

/** Relatives and friends (issue 11 items 2, 3; decision 0030): find by e-mail, the family group. */
export const familyRouter = router({ findFriend, list, createRelative, add, remove });
