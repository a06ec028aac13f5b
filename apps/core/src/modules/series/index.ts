/** The series page's read (issue 8 item 3): a series, its stages and its standings. */
export { registerSeriesRoutes } from "./routes";
