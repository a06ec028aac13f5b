import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import { Histogram, type Registry } from "prom-client";
import { genReqId, REQUEST_ID_HEADER } from "./request-id";

/** Routes a probe asks every few seconds (`/health`, `/ready`): measured, never logged at info. */
export const QUIET_ROUTE = { logLevel: "warn" } as const;

function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

/** The path without the query: a query may carry what a person typed (an e-mail, a search). */
function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Fastify's log controller sees every request begin and end without a hook of its own, so it is
 * where each request is observed: its id handed back in `x-request-id`, its duration by route
 * pattern (`http_request_duration_seconds{method,route,status}`), and ONE "request completed"
 * line at info instead of Fastify's two, without the query. Error lines stay Fastify's.
 */
class RequestObserver extends LogController {
  readonly #duration: Histogram<"method" | "route" | "status">;

  constructor(registry: Registry) {
    super();
    this.#duration = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by method, route pattern and status class.",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    });
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    reply.header(REQUEST_ID_HEADER, request.id);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const { statusCode, elapsedTime } = reply;
    this.#duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? "unmatched",
        status: statusClass(statusCode),
      },
      elapsedTime / 1_000,
    );
    const line = {
      method: request.method,
      path: pathOf(request.url),
      statusCode,
      responseTime: Math.round(elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, "request errored");
    else request.log.info(line, "request completed");
  }
}

/**
 * Fastify options for an observed server: the id from `x-request-id` (or a new one) is the
 * request's id, so every line its logger writes carries it as `reqId`, and each request is
 * measured and logged once (RequestObserver). Spread into `Fastify({ … })`.
 */
export function observedRequests(registry: Registry): {
  genReqId: typeof genReqId;
  logController: LogController;
} {
  return { genReqId, logController: new RequestObserver(registry) };
}
