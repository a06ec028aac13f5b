import { e2ePortBase } from "../env";

/**
 * Ports of the stack the journeys run against, apart from the ones `pnpm start` uses: the BFF on
 * `E2E_PORT_BASE` (default 4100), core on the next, the clock control on the one after.
 */
const base = e2ePortBase();
export const E2E_BFF_PORT = base;
export const E2E_CORE_PORT = base + 1;
/** The e2e stack's test-only clock control (support/clock-control.ts). */
export const E2E_CLOCK_PORT = base + 2;
