// The Playwright config's one reader of the environment (the stack's own is support/env.ts).

/** On CI the stack is always started fresh; locally a running one is reused. */
export const onCi: boolean = Boolean(process.env.CI);
