/**
 * Teams and relays (issue 11 item 1): a race's team rules (relay-race.ts), the captain's team and
 * its team slot (create-team.ts), joining by code and the member slot (join-team.ts, with the
 * wrong-code limit), the roster as members read it (roster.ts), the captain's changes (captain.ts),
 * a member leaving (leave-team.ts), the seat a relay registration must name (relay-seat.ts), and
 * the captain-paid team: its members' forms (member-forms.ts) and its order (team-order.ts).
 */
export { registerTeamRoutes } from "./routes";
export {
  DEFAULT_WRONG_CODE_LIMITS,
  WrongCodeLimiter,
  type WrongCodeLimits,
} from "./wrong-code-limiter";
export { assertRelaySeat } from "./relay-seat";
// A captain-paid team's order is paid whole or not at all (ApiSavePay, decision 0026 §7).
export { assertTeamOrderPaidWhole } from "./team-order";
