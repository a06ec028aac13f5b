import { sql } from "drizzle-orm";
import { z } from "zod";
import type { CoreDb } from "../db/database";
import { queryRows } from "../db/query-rows";

/** Messages not sent yet: one count over the partial index of unsent messages (outbox_messages_due_idx). */
export async function countOutboxBacklog(db: CoreDb): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as backlog from outbox_messages where sent_at is null`,
    z.object({ backlog: z.number() }),
  );
  return row?.backlog ?? 0;
}
