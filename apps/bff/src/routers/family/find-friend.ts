import { findFriendQuerySchema, foundFriendSchema, LEGACY_CONTRACT } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/**
 * Whether an account has the e-mail (ApiFindFriend): a masked name to confirm it, never more;
 * per person, never cached; core limits how often one browser may ask (decision 0030).
 */
export const findFriend = authedProcedure
  .input(findFriendQuerySchema.strict())
  .output(outputOf(foundFriendSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.findFriend, { query: input }));
