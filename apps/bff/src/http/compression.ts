import compress from "@fastify/compress";
import { type FastifyInstance } from "fastify";

/**
 * Smaller answers are sent as they are: a tRPC call's JSON of the rush (a slot taken, a cart) is a
 * few hundred bytes, where compressing costs more than the bytes it saves. Pages, lists and event
 * pages are well above it.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * br or gzip by the browser's Accept-Encoding on every compressible answer at or above the
 * threshold: the pages (server-rendered or the shell), tRPC's JSON, the relayed sandbox pages. The
 * build's hashed assets already carry their .br/.gz (served by @fastify/static, so skipped here:
 * an answer with a Content-Encoding is left alone); images and PDFs are not compressible types.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Request bodies are never inflated: a body is what the body limits count, as sent.
    globalDecompression: false,
  });
}
