import { e2ePortBase } from "../env";

/** Ports of the stack the journeys run against, apart from the ones `pnpm start` uses (E2E_PORT_BASE moves them). */
const BASE = e2ePortBase();
export const E2E_BFF_PORT = BASE;
export const E2E_CORE_PORT = BASE + 1;
/** The e2e stack's test-only clock control (support/clock-control.ts). */
export const E2E_CLOCK_PORT = BASE + 2;
