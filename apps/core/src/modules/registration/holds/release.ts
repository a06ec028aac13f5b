import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { CoreDb } from "../../../db/database";
import { queryRows } from "../../../db/query-rows";
import { timedOutState } from "../record/effective-state";

export interface ReleaseRequest {
  /** Which registrations (a condition on `registrations`); only holding ones are ever touched. */
  where: SQL;
  now: Date;
  /** Concurrent sweepers split the work instead of waiting on each other's rows. */
  skipLocked: boolean;
  limit: number;
}

const releasedRow = z.object({ id: z.string(), state: z.string() });

/**
 * Ends holding registrations and gives back everything they held — race slots, option stock,
 * promo uses — together, exactly once. Statement 1 moves each registration out of draft /
 * awaitingPayment (the `state in (…)` guard: a second sweeper or a cancel finds nothing left to
 * move) and keeps the rows locked; the releases run after it, each a fresh snapshot, so they see
 * every cart line committed before the lock was had, and no line can be added after (cart changes
 * need a draft). Releases lock races → promo codes → options, the order the takes use.
 */
export async function releaseHolds(
  db: CoreDb,
  request: ReleaseRequest,
): Promise<{ id: string; state: string }[]> {
  const now = request.now.toISOString();
  return db.transaction(async (tx) => {
    const released = await queryRows(
      tx,
      sql`
        update registrations r
        set state = case r.state when 'draft' then ${timedOutState("draft")} else ${timedOutState("awaitingPayment")} end,
            released_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
        where r.id in (
          select id from registrations
          where (${request.where}) and state in ('draft', 'awaitingPayment')
          order by id
          limit ${request.limit}
          for update ${request.skipLocked ? sql`skip locked` : sql``}
        )
        returning r.id::text as id, r.state`,
      releasedRow,
    );
    if (released.length === 0) return [];
    const ids = sql.join(
      released.map((row) => sql`${row.id}::uuid`),
      sql`, `,
    );
    await tx.execute(sql`
      update races set taken = races.taken - x.n
      from (select race_id, count(*)::int as n from registrations where id in (${ids}) group by race_id) x
      where races.id = x.race_id`);
    await tx.execute(sql`
      update promo_codes set used = promo_codes.used - x.n
      from (select promo_code_id, count(*)::int as n from registrations
            where id in (${ids}) and promo_code_id is not null group by promo_code_id) x
      where promo_codes.id = x.promo_code_id`);
    await tx.execute(sql`
      update options set taken = options.taken - x.n
      from (select option_id, sum(count)::int as n from cart_lines where registration_id in (${ids}) group by option_id) x
      where options.id = x.option_id`);
    return released;
  });
}
