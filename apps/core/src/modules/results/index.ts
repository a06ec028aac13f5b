/** Race results (issue 8 item 4): an event's races with their counts, a race's table searched and filtered. */
export { registerResultsRoutes } from "./routes";
