/** Test helpers for the front's shell and the packages above it; tests only, never app code. */
export { renderHtml, testTenant } from "./render";
export { sessionState, testPerson } from "./session-state";
