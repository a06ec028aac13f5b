import type { FastifyInstance } from "fastify";
import { FAMILY_CALLS, LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../context";
import { legacyRoute } from "../../http/legacy-route";
import { requireUser } from "../../http/require-user";
import type { LoginRateLimit } from "../account";
import { addFamilyMember, createRelative } from "./family-changes";
import { familyGroupOf, removeFromFamily, setFamilyRelation } from "./family-group";
import { findFriend } from "./find-friend";
import { lookupRateLimitConfig } from "./lookup-rate-limit";

/**
 * Relatives and friends (issue 11 items 2, 3; decision 0030): find a person by e-mail, the
 * family group with who each member is to the owner (decision 0042) and its relatives' accounts. Every call is the signed-in person's own: the
 * session first (401 before the input is read), and no input names whose group it is.
 */
export function registerFamilyRoutes(
  app: FastifyInstance,
  context: CoreContext,
  rateLimit: LoginRateLimit | false,
  mail: { portalUrl: string },
): void {
  const deps = { db: context.db, now: context.now, portalUrl: mail.portalUrl };
  const limited = rateLimit === false ? {} : { rateLimit: lookupRateLimitConfig(rateLimit) };

  legacyRoute(
    app,
    LEGACY_CONTRACT.findFriend,
    async (request, _reply, parsed) => {
      const user = await requireUser(context, request);
      return findFriend(context.db, user, parsed().query);
    },
    { config: limited },
  );

  legacyRoute(app, FAMILY_CALLS.list, async (request) => {
    const user = await requireUser(context, request);
    return familyGroupOf(context.db, user.id);
  });

  legacyRoute(
    app,
    FAMILY_CALLS.createRelative,
    async (request, _reply, parsed) => {
      const user = await requireUser(context, request);
      return createRelative(deps, user, parsed().body);
    },
    { config: limited },
  );

  // Adding by e-mail answers whether the e-mail has an account, like a lookup: limited like one.
  legacyRoute(
    app,
    FAMILY_CALLS.add,
    async (request, _reply, parsed) => {
      const user = await requireUser(context, request);
      return addFamilyMember(deps, user, parsed().body);
    },
    { config: limited },
  );

  legacyRoute(app, FAMILY_CALLS.remove, async (request, _reply, parsed) => {
    const user = await requireUser(context, request);
    await removeFromFamily(context.db, user.id, parsed().body.memberId);
    return familyGroupOf(context.db, user.id);
  });

  // Who a member is to the owner (decision 0042): names no e-mail, answers nothing new: not limited.
  legacyRoute(app, FAMILY_CALLS.setRelation, async (request, _reply, parsed) => {
    const user = await requireUser(context, request);
    await setFamilyRelation(context.db, user.id, parsed().body);
    return familyGroupOf(context.db, user.id);
  });
}
