import { getRouteApi } from "@tanstack/react-router";

/** The list route's typed params, search and navigate, for the screen's parts (no import cycle with routes/). */
export const eventListRoute = getRouteApi("/events/$type");
