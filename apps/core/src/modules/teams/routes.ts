import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT, type RelayTeam, TEAM_CALLS } from "@reg/domain";
import type { CoreContext } from "../../context";
import { AppError } from "../../http/app-error";
import { legacyRoute } from "../../http/legacy-route";
import { signedIn } from "../registration";
import {
  asCaptain,
  handCaptaincy,
  moveMember,
  regenerateJoinCode,
  removeMember,
  renameTeam,
} from "./captain";
import { createTeam } from "./create-team";
import { joinTeam } from "./join-team";
import { leaveTeam } from "./leave-team";
import { myTeams } from "./my-teams";
import { findRelayRace, findRelayRaceById } from "./relay-race";
import { relayRegistration } from "./relay-registration";
import { findMemberTeam, findTeamOfRace, rosterView } from "./roster";
import { WrongCodeLimiter, type WrongCodeLimits } from "./wrong-code-limiter";

/**
 * Teams and relays (issue 11 item 1): SPEC §7's relay calls and the join, code and captaincy
 * calls. Every call is the signed-in person's: the session first (401 before the input is read),
 * then the site's scope; a team is found only by its members.
 */
export function registerTeamRoutes(
  app: FastifyInstance,
  context: CoreContext,
  limits?: WrongCodeLimits,
): void {
  const limiter = new WrongCodeLimiter(context.db, "teamJoin", limits);

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
      moveMember(tx, team, input),
    );
  });

  legacyRoute(app, LEGACY_CONTRACT.removeRelayParticipant, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const input = parsed().body;
    return captainChange(scope, input.teamRegistrationId, user.id, (tx, team) =>
      removeMember(tx, team, input),
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

  /** A captain's change, then the roster as the (former) captain reads it. */
  async function captainChange(
    scope: string | null,
    teamId: string,
    userId: string,
    work: Parameters<typeof asCaptain>[5],
  ): Promise<RelayTeam> {
    await asCaptain(context.db, scope, teamId, userId, context.now(), work);
    const team = await findMemberTeam(context.db, teamId, userId);
    return rosterView(context.db, scope, team, userId, context.now());
  }
}
