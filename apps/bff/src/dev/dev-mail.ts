import { type FastifyInstance } from "fastify";
import { z } from "zod";
import { legacyCall } from "@reg/domain";
import { type FastifyReply, type FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error";
import { type CallerScope } from "../legacy/caller-scope";
import { type LegacyClient } from "../legacy/legacy-client";

/** Core's `GET /dev/outbox` (apps/core/src/outbox/dev-outbox-routes.ts), the fields shown here. */
const outboxListSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int().positive(),
      kind: z.string(),
      recipient: z.string(),
      language: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
type OutboxMessage = z.infer<typeof outboxListSchema>["messages"][number];
/** A development endpoint, not part of SPEC §7's contract, declared the same way. */
const DEV_OUTBOX = legacyCall({ method: "GET", path: "/dev/outbox", output: outboxListSchema });

const MESSAGE_ID = /^[1-9][0-9]{0,9}$/;
/** The viewer's own page runs no script and loads nothing from elsewhere. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const ESCAPED: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPED[c] ?? c);
}

function messageHtml(message: OutboxMessage): string {
  const state = message.sentAt === null ? "not sent" : `sent ${message.sentAt}`;
  return `<article style="border-top:1px solid #ccd;padding:12px 0">
<h2 style="font-size:16px;margin:0 0 4px"><a href="/dev/mail/${message.id}">${escapeHtml(message.subject)}</a></h2>
<p style="margin:0 0 8px;color:#555">#${message.id} · ${escapeHtml(message.kind)} · to <strong>${escapeHtml(message.recipient)}</strong> · ${escapeHtml(message.language)} · ${escapeHtml(message.createdAt)} · ${escapeHtml(state)}</p>
<pre style="white-space:pre-wrap;margin:0;font:13px/1.4 monospace">${escapeHtml(message.text)}</pre>
</article>`;
}

function listHtml(messages: readonly OutboxMessage[], recipient: string | undefined): string {
  const shown =
    recipient === undefined ? messages : messages.filter((m) => m.recipient === recipient);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mail: the outbox</title></head>
<body style="font-family:Arial,sans-serif;color:#1d2433;max-width:60rem;margin:0 auto;padding:16px">
<h1 style="font-size:20px">Dev mail: the outbox (development only)</h1>
<p>The latest ${shown.length} message(s)${recipient === undefined ? "" : ` to ${escapeHtml(recipient)}`}, newest first. Open a subject to see the HTML mail.</p>
${shown.length === 0 ? "<p>No mail yet.</p>" : shown.map(messageHtml).join("\n")}
</body></html>`;
}

/** Core unreachable or busy: a bare code, as the other relayed pages answer (http/stream-relay.ts). */
function upstreamFailed(reply: FastifyReply, error: unknown): FastifyReply {
  const code = error instanceof AppError ? error.appCode : "UPSTREAM_UNAVAILABLE";
  return reply
    .code(code === "BUSY" ? 503 : 502)
    .header("cache-control", "no-store")
    .send({ code: code === "BUSY" ? "BUSY" : "UPSTREAM_UNAVAILABLE" });
}

/**
 * Development only (`devMail`, never in production): core's mail outbox read on the portal's own
 * origin, so a person trying the product reads the confirmation or the password-reset link without
 * a mail server. `GET /dev/mail[?to=e-mail]` lists, `GET /dev/mail/{id}` shows one HTML mail as
 * core renders it (with core's restrictive CSP). Core answers only when its own dev endpoints are on.
 */
export async function devMail(
  app: FastifyInstance,
  options: { legacy: LegacyClient },
): Promise<void> {
  const { legacy } = options;
  // No cookie goes to core: the outbox is not anyone's session's business.
  const scopeOf = (request: FastifyRequest): CallerScope => ({
    host: request.headers.host ?? "",
    requestId: request.id,
  });

  app.get("/dev/mail", async (request, reply) => {
    const query = z
      .object({ to: z.string().trim().toLowerCase().max(254).optional() })
      .safeParse(request.query);
    const recipient = query.success ? query.data.to || undefined : undefined;
    let messages: OutboxMessage[];
    try {
      ({ messages } = await legacy.send(scopeOf(request), DEV_OUTBOX, {}));
    } catch (error) {
      return upstreamFailed(reply, error);
    }
    return reply
      .header("content-security-policy", PAGE_CSP)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(listHtml(messages, recipient));
  });

  app.get<{ Params: { id: string } }>("/dev/mail/:id", async (request, reply) => {
    if (!MESSAGE_ID.test(request.params.id))
      return reply.code(404).header("cache-control", "no-store").send({ code: "NOT_FOUND" });
    let answer: Awaited<ReturnType<LegacyClient["stream"]>>;
    try {
      answer = await legacy.stream(scopeOf(request), `/dev/outbox/${request.params.id}`, {
        accept: "text/html",
      });
    } catch (error) {
      return upstreamFailed(reply, error);
    }
    for (const name of ["content-type", "content-security-policy"] as const) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.code(answer.statusCode).header("cache-control", "no-store").send(answer.body);
  });
}
