/** Ports of the stack the journeys run against, apart from the ones `pnpm start` uses. */
export const E2E_CORE_PORT = 4101;
export const E2E_BFF_PORT = 4100;
