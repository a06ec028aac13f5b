/**
 * Which journeys run in which of the four projects (decision 0027). Every journey runs in the two
 * projects that between them cover both languages and both widths (`desktop-ru`, `mobile-en`): each
 * screen is seen in Russian and in English, at 390 px and at 1280 px, and every behaviour is proven
 * once per language. A journey tagged `SCREEN` also runs in the other two: a short one through the
 * screens most people see (home, an event, the list, results, the wizard's shell), to look at them
 * in every language at every width. A long journey's third and fourth runs would prove nothing the
 * first two did not, and took most of CI's time.
 */
export const SCREEN_TAG = "@screen";
export const SCREEN = { tag: SCREEN_TAG } as const;

/** The pair of projects that covers both languages and both widths: every journey and axe run there. */
export const PAIR_PROJECTS: ReadonlySet<string> = new Set(["desktop-ru", "mobile-en"]);
