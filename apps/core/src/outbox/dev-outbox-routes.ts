import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { CoreDb } from "../db/database";
import { outboxMessages } from "../db/schema";
import { AppError } from "../http/app-error";
import { parseInput } from "../http/parse-input";
import { contentOf } from "./rendered-at-send";

const LISTED = 100;
const idParams = z.object({
  id: z.coerce
    .number({ error: "field.invalid" })
    .int({ error: "field.invalid" })
    .positive({ error: "field.invalid" })
    .max(2_147_483_647, { error: "field.invalid" }),
});

/**
 * Development only: the outbox as it stands, so confirmations can be read without a mail server.
 * `GET /dev/outbox` lists the latest messages (text included); `GET /dev/outbox/{id}` shows one's HTML.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, db: CoreDb): void {
  app.get("/dev/outbox", async () => {
    const rows = await db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.id))
      .limit(LISTED);
    return {
      messages: rows.map((row) => {
        const content = contentOf(row);
        return {
          id: row.id,
          kind: row.kind,
          recipient: row.recipient,
          language: row.language,
          subject: content.subject,
          text: content.text,
          htmlUrl: `/dev/outbox/${row.id}`,
          attachments: content.attachments.map((a) => a.filename),
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          attempts: row.attempts,
          lastError: row.lastError,
        };
      }),
    };
  });

  app.get("/dev/outbox/:id", async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
    if (!row) throw new AppError("NOT_FOUND");
    return reply
      .header(
        "content-security-policy",
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      )
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(contentOf(row).html);
  });
}
