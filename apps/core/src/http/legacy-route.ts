import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { LegacyCall, LegacyCallParsed } from "@reg/domain";
import { parseInput } from "./parse-input";

/**
 * A route's handler: `parsed()` parses the query and the body with the call's schemas when the
 * handler asks (after its session check: an anonymous caller is 401 before its input is looked
 * at), and the answer must be what the call's output schema takes.
 */
export type LegacyRouteHandler<C extends LegacyCall> = (
  request: FastifyRequest,
  reply: FastifyReply,
  parsed: () => LegacyCallParsed<C>,
) => Promise<z.input<C["output"]>>;

/** Fastify's own per-route settings a call may need (the upload's body limit, a rate limit). */
export interface LegacyRouteOptions {
  bodyLimit?: number;
  config?: FastifyContextConfig;
}

/**
 * Serves one call of the contract (LEGACY_CONTRACT in @reg/domain) at its method and path: core
 * serves no legacy path the table does not name, and its answer is typed by the same schema the
 * BFF checks it with.
 */
export function legacyRoute<C extends LegacyCall>(
  app: FastifyInstance,
  call: C,
  handler: LegacyRouteHandler<C>,
  options: LegacyRouteOptions = {},
): void {
  const parse = (request: FastifyRequest) => (): LegacyCallParsed<C> =>
    ({
      query: call.query === undefined ? undefined : parseInput(call.query, request.query),
      body:
        call.body === undefined || call.body === "bytes"
          ? undefined
          : parseInput(call.body, request.body),
    }) as LegacyCallParsed<C>;
  app.route({
    ...options,
    method: call.method,
    url: call.path,
    handler: (request, reply) => handler(request, reply, parse(request)),
  });
}
