/**
 * What both servers (apps/core, apps/bff) observe the same way (docs/decisions/0035): the request id
 * and its log line, the per-route latency histogram, the per-server metrics registry and its admin
 * listener; and how they stop (closeServer).
 */
export { genReqId, requestIdFrom, REQUEST_ID_HEADER } from "./request-id";
export { observedRequests, QUIET_ROUTE } from "./request-observer";
export { createMetricsRegistry } from "./metrics-registry";
export { startAdminServer, type AdminListen, type AdminServer } from "./admin-server";
export { withTimeout } from "./with-timeout";
export { closeServer, DEFAULT_CLOSE_GRACE_MS } from "./close-server";
