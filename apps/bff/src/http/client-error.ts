import { STATUS_CODES } from "node:http";
import { type Socket } from "node:net";
import { ERROR_HTTP_STATUS, type ErrorCode } from "@reg/domain";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { trpcCodeFor } from "../errors/trpc-codes";

/**
 * A body both kinds of caller read: `code` for plain HTTP (the contract's ErrorBody) and `error`
 * for @trpc/client, which applies a non-array answer to every call of a batch.
 */
function rawErrorBody(appCode: ErrorCode): string {
  const trpcCode = trpcCodeFor(appCode);
  const httpStatus = ERROR_HTTP_STATUS[appCode];
  return JSON.stringify({
    code: appCode,
    error: {
      message: appCode,
      code: TRPC_ERROR_CODES_BY_KEY[trpcCode],
      data: { code: trpcCode, httpStatus, appCode },
    },
  });
}

/**
 * Node rejects some requests before Fastify routes them: an over-long URL (a huge GET input) or
 * headers, a malformed request line. Those still get the contract's shape, never Node's bare 431.
 */
export function sendRawClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const appCode: ErrorCode =
    error.code === "HPE_HEADER_OVERFLOW" ? "PAYLOAD_TOO_LARGE" : "VALIDATION_FAILED";
  const status = ERROR_HTTP_STATUS[appCode];
  const body = rawErrorBody(appCode);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
