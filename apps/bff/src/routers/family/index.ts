import { router } from "../../trpc";
import { add, createRelative, list, remove, setRelation } from "./family-group";
import { findFriend } from "./find-friend";

/**
 * Relatives and friends (issue 11 items 2, 3; decision 0030): find by e-mail, the family group and
 * who each member is to the person (decision 0042).
 */
export const familyRouter = router({ findFriend, list, createRelative, add, remove, setRelation });
