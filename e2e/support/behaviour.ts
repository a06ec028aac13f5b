/**
 * A journey that proves behaviour rather than a screen (its screens are covered by other journeys):
 * it runs in the two projects that between them cover both languages and both widths, not in all four
 * (playwright.config.ts), so the suite's time goes to what a run in another project would prove.
 */
export const BEHAVIOUR_TAG = "@behaviour";
export const BEHAVIOUR = { tag: BEHAVIOUR_TAG } as const;

/** The pair of projects that covers both languages and both widths: behaviour journeys and axe run only there. */
export const PAIR_PROJECTS: ReadonlySet<string> = new Set(["desktop-ru", "mobile-en"]);
