/**
 * Teams and relays (issue 11 item 1): a race's team rules (relay-race.ts), the captain's team and
 * its team slot (create-team.ts), joining by code and the member slot (join-team.ts, with the
 * wrong-code limit), the roster as members read it (roster.ts), the captain's changes (captain.ts),
 * a member leaving (leave-team.ts), and the seat a relay registration must name (relay-seat.ts).
 */
export { registerTeamRoutes } from "./routes";
export {
  DEFAULT_WRONG_CODE_LIMITS,
  WrongCodeLimiter,
  type WrongCodeLimits,
} from "./wrong-code-limiter";
export { assertRelaySeat } from "./relay-seat";
