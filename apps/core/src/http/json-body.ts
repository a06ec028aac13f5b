import type { FastifyInstance } from "fastify";

/**
 * Legacy callers send `Content-Type: application/json` on every request, also on POSTs without a body
 * (live-count, logout). Fastify rejects an empty JSON body; here it simply means "no body".
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    // Fastify's default parser answers through `done` and returns nothing; its type also admits a promise.
    void parseJson(request, text, done);
  });
}
