/** Ports of the stack the journeys run against, apart from the ones `pnpm start` uses. */
export const E2E_CORE_PORT = 4101;
export const E2E_BFF_PORT = 4100;
/** The e2e stack's test-only clock control (support/clock-control.ts). */
export const E2E_CLOCK_PORT = 4102;
