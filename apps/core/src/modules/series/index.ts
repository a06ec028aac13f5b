/** The series page's read (issue 8 item 3) and the championships list (SPEC §2), one standings rule. */
export { registerSeriesRoutes } from "./routes";
