import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import type { ErrorCode } from "@reg/domain";
import { isDatabaseUnavailable } from "../db/pg-error";
import { AppError } from "./app-error";

function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.code(error.statusCode).type("application/json; charset=utf-8").send(error.toBody());
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large…) as our stable codes. */
function codeForFrameworkError(error: FastifyError): ErrorCode | undefined {
  const status = error.statusCode ?? 500;
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 429) return "TOO_MANY_ATTEMPTS";
  if (status === 404) return "NOT_FOUND";
  if (status >= 400 && status < 500) return "VALIDATION_FAILED";
  return undefined;
}

/** For Fastify's `frameworkErrors` option: malformed URLs and the like, before any route runs. */
export function frameworkErrorHandler(
  _error: FastifyError,
  _request: unknown,
  reply: FastifyReply,
): void {
  void sendError(reply, new AppError("VALIDATION_FAILED"));
}

/** Every failure leaves as `{ code, fields? }`; a stack or a driver message never does. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    const code = codeForFrameworkError(error);
    if (code) return sendError(reply, new AppError(code));
    // The database restarting or failing over: "busy, try again" (503), which changed nothing.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return sendError(reply, new AppError("BUSY"));
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, new AppError("INTERNAL"));
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, new AppError("NOT_FOUND")));
}
