import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorBody } from "@reg/domain";

/**
 * Requests so broken that no route runs (unparsable HTTP, headers or URL over Node's 16 KiB limit)
 * are answered on the socket by Node/Fastify with their own body; this keeps the contract's
 * `{ code }` there too.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const status = tooLarge ? 431 : 400;
  const body: ErrorBody = { code: tooLarge ? "PAYLOAD_TOO_LARGE" : "VALIDATION_FAILED" };
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
