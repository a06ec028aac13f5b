/**
 * Payments: the contract's payment calls and the acquirer's callback (flows/), what an outcome
 * does to a registration (outcome/), the attempts as stored and shown (attempts/), the port to an
 * acquirer (port/) and the sandbox acquirer with its pages (sandbox/).
 */
export { registerPayments, type PaymentsOptions } from "./register-payments";
/** For journeys that pay through the sandbox (`@reg/core/testing`). */
export { SANDBOX_TEST_CARDS } from "./sandbox/test-cards";
