/**
 * The wizard's first screen after a page load: the app boots, asks for the tenant and the user, and
 * shows the participant step once the race, the person's registration and the form's lists are
 * read. The register route's loader now starts those reads at once, through the same tRPC query
 * options the screen reads with (docs/decisions/0015), yet on two cores shared with other work it
 * still passes the 7 s default now and then: with a load average of 8–11, goto → participant step
 * measured 2.1–7.5 s (eight loads, three over 6.3 s), and one of 26 journeys failed at 7 s. This is
 * a known slowness of a busy machine, not a tolerance; drop it when the boot gets lighter.
 */
export const WIZARD_FIRST_LOAD = { timeout: 20_000 } as const;
