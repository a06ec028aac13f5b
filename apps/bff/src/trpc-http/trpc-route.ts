import { TRPCError, type AnyTRPCRouter } from "@trpc/server";
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { type ContextDeps, createContext } from "../context";
import { CSRF_HEADER, csrfCookieOf, csrfMatches } from "../csrf/csrf";
import { issueCsrfCookieIfMissing } from "../csrf/issue-csrf-cookie";
import { AppError } from "../errors/app-error";
import { toAppFailure } from "../errors/to-app-failure";
import { statusCodeOf } from "../http/error-body";
import { type BffMetrics } from "../metrics/bff-metrics";
import { cookiesSecure, withSecureAttribute, type CookieSecurity } from "../http/secure-cookies";
import { resolveTrpcHttp, wholeRequestFailure, type TrpcHttpResponse } from "./resolve-trpc-http";

export interface TrpcRouteOptions {
  router: AnyTRPCRouter;
  deps: ContextDeps;
  /** Calls in one batch; a longer batch is refused whole (it would multiply one request's cost). */
  maxBatchSize: number;
  /** Procedure path → a larger body limit for a mutation called alone (an image sent as a data URL). */
  bodyLimits?: Readonly<Record<string, number>>;
  /** Where each procedure call is counted and timed. */
  metrics?: BffMetrics;
  /** When the CSRF cookie and core's relayed cookies carry Secure. */
  cookieSecurity: CookieSecurity;
}

const JSON_TYPE = "application/json";

function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const semicolon = header.indexOf(";");
  return (
    (semicolon === -1 ? header : header.slice(0, semicolon)).trim().toLowerCase() === JSON_TYPE
  );
}

/** A repeated query parameter arrives as an array; tRPC reads the first, and so does this. */
function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function send(
  reply: FastifyReply,
  answer: TrpcHttpResponse,
  cookies: readonly string[],
  secure = false,
): FastifyReply {
  if (cookies.length > 0)
    reply.header("set-cookie", secure ? cookies.map(withSecureAttribute) : cookies);
  return reply
    .code(answer.status)
    .header("content-type", JSON_TYPE)
    .header("vary", "trpc-accept, accept")
    .header("cache-control", "no-store")
    .send(answer.body);
}

/** Fastify's own refusals (body too large, rate limit, bad body) expressed as tRPC errors. */
function failureForFastifyError(error: unknown): TRPCError {
  const status = statusCodeOf(error);
  if (status === 413) return new AppError("PAYLOAD_TOO_LARGE");
  if (status === 429) return new AppError("TOO_MANY_ATTEMPTS");
  if (typeof status === "number" && status >= 400 && status < 500)
    return new AppError("VALIDATION_FAILED");
  return new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
}

/** `/trpc/*`: the tRPC HTTP protocol answered natively (see resolve-trpc-http.ts). */
export async function trpcRoute(app: FastifyInstance, options: TrpcRouteOptions): Promise<void> {
  const { router, deps, maxBatchSize, metrics, cookieSecurity } = options;
  const onCallSettled = metrics
    ? (procedure: string | undefined, seconds: number, error: TRPCError | undefined) =>
        metrics.procedureCall(procedure, seconds, error && toAppFailure(error).appCode)
    : undefined;

  // Bodies arrive as text: tRPC input is parsed (and its errors shaped) by the handler, not Fastify.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error, request, reply) => {
    const failure = failureForFastifyError(error);
    if (failure.code === "INTERNAL_SERVER_ERROR")
      request.log.error({ err: error }, "tRPC request failed outside a procedure");
    return send(reply, wholeRequestFailure(router, failure), []);
  });

  /** `fixedPath`: the procedure path of a static route, which has no `*` parameter to read it from. */
  const handleAt =
    (fixedPath?: string) =>
    async (
      request: FastifyRequest<{
        Params: { "*"?: string };
        Querystring: Record<string, string | string[] | undefined>;
      }>,
      reply: FastifyReply,
    ) => {
      const method = request.method === "POST" ? "POST" : "GET";
      const secure = cookiesSecure(request, cookieSecurity);
      issueCsrfCookieIfMissing(request, reply, secure);
      if (method === "POST") {
        // Double-submit: only a page of this site can read reg_csrf and echo it in the header.
        const header = request.headers[CSRF_HEADER];
        if (
          !csrfMatches(
            csrfCookieOf(request.headers.cookie),
            Array.isArray(header) ? header[0] : header,
          )
        ) {
          return send(reply, wholeRequestFailure(router, new AppError("CSRF_FAILED")), []);
        }
        if (!isJsonContentType(request.headers["content-type"])) {
          const unsupported = new TRPCError({
            code: "UNSUPPORTED_MEDIA_TYPE",
            message: "Mutations are JSON",
          });
          return send(reply, wholeRequestFailure(router, unsupported), []);
        }
      }
      const relayedCookies: string[] = [];
      const answer = await resolveTrpcHttp({
        router,
        method,
        path: fixedPath ?? request.params["*"] ?? "",
        batch: firstValue(request.query.batch),
        rawInput:
          method === "GET"
            ? firstValue(request.query.input)
            : typeof request.body === "string"
              ? request.body
              : undefined,
        createContext: () => createContext(deps, request, relayedCookies),
        maxBatchSize,
        onCallSettled,
        onError: (error, path) => {
          const { appCode } = toAppFailure(error);
          if (appCode === "INTERNAL")
            request.log.error({ err: error, path }, "tRPC procedure failed");
          else if (appCode === "UPSTREAM_UNAVAILABLE")
            request.log.warn({ err: error.cause, path }, "legacy backend unavailable");
        },
      });
      return send(reply, answer, relayedCookies, secure);
    };

  const handle = handleAt();
  app.get("/trpc/*", handle);
  app.post("/trpc/*", handle);
  // A static route wins over the wildcard, so only these paths, called alone (single or a batch of
  // one), get more room; every other request keeps the server's body limit.
  for (const [path, bodyLimit] of Object.entries(options.bodyLimits ?? {})) {
    app.post(`/trpc/${path}`, { bodyLimit }, handleAt(path));
  }
}
