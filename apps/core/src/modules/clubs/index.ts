/** Clubs (SPEC §2): the clubs ranked by their members' published results, and a club's page. */
export { registerClubRoutes } from "./routes";
