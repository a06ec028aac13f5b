import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import compress from "@fastify/compress";
import { type FastifyInstance, type onSendHookHandler } from "fastify";

/**
 * Smaller answers are sent as they are: a tRPC call's JSON of the rush (a slot taken, a cart) is a
 * few hundred bytes, where compressing costs more than the bytes it saves. Pages, lists and event
 * pages are well above it.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The plugin's own brotli quality: the answers are made per request, so fast beats smallest. */
const BROTLI_QUALITY = 4;
/** The answers compressed on the fly: pages and JSON (the plugin's text types, as the BFF sends them). */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+]json(?:;|$)/;

/** br, else gzip, when the browser takes it ("gzip, br;q=0" takes only gzip). */
function negotiate(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim());
    const q = params.find((p) => p.startsWith("q="));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  if ((weights.get("br") ?? 0) > 0) return "br";
  if ((weights.get("gzip") ?? 0) > 0) return "gzip";
  return undefined;
}

/** A HEAD answer's payload as GET would send it: compressed, so its headers say what GET's do. */
const compressLikeGet: onSendHookHandler = (request, reply, payload, done) => {
  if (reply.hasHeader("content-encoding")) return done(null, payload);
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return done(null, payload);
  if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return done(null, payload);
  if (!COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? ""))) return done(null, payload);
  const encoding = negotiate(request.headers["accept-encoding"]);
  if (encoding === undefined) return done(null, payload);
  const vary = reply.getHeader("vary");
  if (vary === undefined) reply.header("vary", "accept-encoding");
  else if (!String(vary).includes("accept-encoding"))
    reply.header("vary", `${String(vary)}, accept-encoding`);
  reply.header("content-encoding", encoding);
  done(
    null,
    encoding === "br"
      ? brotliCompressSync(payload, {
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
        })
      : gzipSync(payload),
  );
};

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
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // Request bodies are never inflated: a body is what the body limits count, as sent.
    globalDecompression: false,
  });
  // Fastify answers HEAD with the GET route's answer, its body dropped before the plugin sees it:
  // without this, HEAD would say "not compressed" and the plain length where GET compresses. Put
  // first on HEAD routes only (GET pays nothing), so HEAD gets GET's encoding and compressed length.
  app.addHook("onRoute", (route) => {
    if (route.method !== "HEAD" || route.compress === false) return;
    const others = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [compressLikeGet, ...others];
  });
}
