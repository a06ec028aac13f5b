import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT, type RelayTeam, TEAM_CALLS } from "@reg/domain";
import type { CoreContext } from "../../context";
import type { CoreTx } from "../../db/seed/transaction";
import { AppError } from "../../http/app-error";
import { legacyRoute } from "../../http/legacy-route";
import type { LoginRateLimit } from "../account";
import { lookupRateLimitConfig } from "../family";
import { signedIn } from "../registration";
import {
  asCaptain,
  captainLocked,
  handCaptaincy,
  moveMember,
  regenerateJoinCode,
  removeMember,
  renameTeam,
} from "./captain";
import { createTeam } from "./create-team";
import { joinTeam } from "./join-team";
import { leaveTeam } from "./leave-team";
import { memberFormOf, saveMemberForm } from "./member-forms";
import { myTeams } from "./my-teams";
import { findRelayRace, findRelayRaceById } from "./relay-race";
import { relayRegistration } from "./relay-registration";
import { findMemberTeam, findTeamOfRace, rosterView, type TeamRow } from "./roster";
import { saveTeamOrder } from "./team-order";
import { WrongCodeLimiter, type WrongCodeLimits } from "./wrong-code-limiter";

/**
 * Teams and relays (issue 11 item 1): SPEC §7's relay calls and the join, code and captaincy
 * calls. Every call is the signed-in person's: the session first (401 before the input is read),
 * then the site's scope; a team is found only by its members.
 */
export function registerTeamRoutes(
  app: FastifyInstance,
  context: CoreContext,
  limits: WrongCodeLimits | undefined,
  members: { rateLimit: LoginRateLimit | false; portalUrl: string },
): void {
  const limiter = new WrongCodeLimiter(context.db, "teamJoin", limits);
  const memberDeps = { ...context, portalUrl: members.portalUrl };
  // Adding a member by e-mail answers whether it has an account, like a family lookup: limited
  // like one, per captain's session and address. Editing a stored form (a memberId) is not counted:
  // the limit runs once the body is read.
  const newMembersLimited =
    members.rateLimit === false
      ? {}
      : {
          rateLimit: {
            ...lookupRateLimitConfig(members.rateLimit),
            hook: "preHandler" as const,
            allowList: (request: { body: unknown }) => editsStoredForm(request.body),
          },
        };

  legacyRoute(app, LEGACY_CONTRACT.getRelayRegistration, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return relayRegistration(context.db, scope, user.id, parsed().query, context.now());
  });

  legacyRoute(app, LEGACY_CONTRACT.saveRelayRegistration, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const team = await createTeam(context.db, scope, user.id, parsed().body, context.now());
    return rosterView(context.db, scope, team, user.id, context.now());
  });

  legacyRoute(app, TEAM_CALLS.join, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const { joinCode, relayPosition } = parsed().body;
    const team = await joinTeam(
      context.db,
      scope,
      limiter,
      { userId: user.id, clientAddress: request.ip, joinCode, relayPosition },
      context.now(),
    );
    return rosterView(context.db, scope, team, user.id, context.now());
  });

  legacyRoute(app, TEAM_CALLS.mine, async (request) => {
    const { user, scope } = await signedIn(context, request);
    return myTeams(context.db, scope, user.id, context.now());
  });

  legacyRoute(app, LEGACY_CONTRACT.getRelayTeam, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const team = await findMemberTeam(context.db, parsed().query.teamRegistrationId, user.id);
    return rosterView(context.db, scope, team, user.id, context.now());
  });

  legacyRoute(app, LEGACY_CONTRACT.moveRelayParticipant, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const input = parsed().body;
    return captainChange(scope, input.teamRegistrationId, user.id, (tx, team) =>
      moveMember(tx, team, input, context.now()),
    );
  });

  legacyRoute(app, LEGACY_CONTRACT.removeRelayParticipant, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const input = parsed().body;
    return captainChange(scope, input.teamRegistrationId, user.id, (tx, team) =>
      removeMember(tx, team, input, context.now()),
    );
  });

  legacyRoute(app, LEGACY_CONTRACT.changeRelayTeamName, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const input = parsed().body;
    const race = await findRelayRace(context.db, scope, input.eventCode, input.raceCode);
    const team = await findTeamOfRace(context.db, race.raceId, user.id);
    if (!team) throw new AppError("NOT_FOUND");
    return captainChange(scope, team.id, user.id, (tx, locked) =>
      renameTeam(tx, locked, input.teamName, context.now()),
    );
  });

  legacyRoute(app, TEAM_CALLS.regenerateJoinCode, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return captainChange(scope, parsed().body.teamRegistrationId, user.id, (tx, team) =>
      regenerateJoinCode(tx, team, context.now()),
    );
  });

  legacyRoute(app, TEAM_CALLS.leave, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const { raceId } = await leaveTeam(
      context.db,
      scope,
      parsed().body.teamRegistrationId,
      user.id,
      context.now(),
    );
    const race = await findRelayRaceById(context.db, scope, raceId);
    return relayRegistration(context.db, scope, user.id, race, context.now());
  });

  legacyRoute(app, TEAM_CALLS.handCaptaincy, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const input = parsed().body;
    return captainChange(scope, input.teamRegistrationId, user.id, (tx, team) =>
      handCaptaincy(tx, team, input.memberId, context.now()),
    );
  });

  // The captain-paid team (decision 0026 §7): the members' forms, then the team's order.
  legacyRoute(
    app,
    TEAM_CALLS.saveMember,
    async (request) => {
      const { user, scope } = await signedIn(context, request);
      const team = await saveMemberForm(memberDeps, scope, user, request.body);
      return rosterView(context.db, scope, team, user.id, context.now());
    },
    { config: newMembersLimited },
  );

  legacyRoute(app, TEAM_CALLS.memberForm, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return memberFormOf(context.db, scope, user.id, parsed().query);
  });

  legacyRoute(app, TEAM_CALLS.saveOrder, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const now = context.now();
    return captainLocked(
      context.db,
      scope,
      parsed().body.teamRegistrationId,
      user.id,
      (tx, team, race) => saveTeamOrder(context, tx, team, race, now),
    );
  });

  /** A captain's change, then the roster as the (former) captain reads it. */
  async function captainChange(
    scope: string | null,
    teamId: string,
    userId: string,
    work: (tx: CoreTx, team: TeamRow) => Promise<void>,
  ): Promise<RelayTeam> {
    await asCaptain(context.db, scope, teamId, userId, context.now(), work);
    const team = await findMemberTeam(context.db, teamId, userId);
    return rosterView(context.db, scope, team, userId, context.now());
  }
}

/** A save naming a member edits their stored form: no e-mail is looked up. */
function editsStoredForm(body: unknown): boolean {
  return (
    typeof body === "object" &&
    body !== null &&
    "memberId" in body &&
    typeof body.memberId === "string"
  );
}
