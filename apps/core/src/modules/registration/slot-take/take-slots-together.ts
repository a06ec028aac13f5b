import { sql } from "drizzle-orm";
import { z } from "zod";
import type { CoreDb } from "../../../db/database";
import { retryOnConflict } from "../../../db/pg-error";
import { queryRows } from "../../../db/query-rows";
import { HOLDING_STATES, LIVE_STATES } from "../../../db/schema";
import { inList } from "../../../db/schema/sql-lists";
import type { BatchAnswer } from "../../../db/group-commit";
import type { NewRegistration, TakeResult } from "./take-slot";

/**
 * An attempt the batch can take: by the caller's session, not yet looked up (the statement does
 * it), and without a promo code (those take a promo use too: takeSlot).
 */
export type SessionAttempt = Omit<NewRegistration, "userId" | "promoCodeId"> & {
  sessionTokenHash: string;
};

const outcomeRow = z.object({
  ord: z.number(),
  id: z.string().nullable(),
  outcome: z.enum([
    "taken",
    "noSession",
    "twin",
    "closed",
    "full",
    "registered",
    "conflict",
    "gone",
  ]),
  timed_out_holds: z.boolean(),
});

/**
 * Creates drafts for many people of ONE race and takes their slots in ONE statement — the group
 * commit of the rush: the race row is locked once for the whole batch and its counter moves once,
 * and the callers' sessions are checked by the same statement (no lookup per call before it).
 *
 * 1. `race` locks the race row — FOR NO KEY UPDATE, the lock the UPDATE below takes anyway, so
 *    it does not wait for the key-share locks other inserts referencing the race hold — and,
 *    having waited for any other taker, reads the latest committed counter: the free slots.
 * 2. Each attempt is judged: no live session (401, before anything else), a second session of a
 *    person already in the batch (tried again next batch), then on the race row: closed (window
 *    or online flag at its instant), already holding a live registration, or wanting a slot;
 *    those wanting one are ranked in arrival order and the first `free` of them are inserted.
 * 3. The counter moves by the number inserted — never more than `free`, so `taken <= capacity`
 *    (which a CHECK stands behind as well).
 *
 * Someone else's process may insert the same person's registration after this statement's
 * snapshot: ON CONFLICT on the one-live-registration index skips that row ("conflict"), and the
 * slot it would have used stays free; then those ranked past `free` are asked to try again in the
 * next batch rather than told "sold out". Any error undoes the whole statement: nothing is taken.
 */
export async function takeSlotsTogether(
  db: CoreDb,
  raceId: number,
  attempts: readonly SessionAttempt[],
): Promise<BatchAnswer<TakeResult>[]> {
  const wanted = attempts.map((a, ord) => ({
    ord,
    token_hash: a.sessionTokenHash,
    created_at: a.now.toISOString(),
    expires_at: a.expiresAt.toISOString(),
    relay_position: a.relayPosition,
    slot_price_kopecks: a.slotPriceKopecks,
    commission_basis_points: a.commissionBasisPoints,
    participant: a.participant,
    document_type: a.documentType,
    document_number: a.documentNumber,
    image_id: a.imageId,
  }));
  const latest = new Date(Math.max(...attempts.map((a) => a.now.getTime()))).toISOString();
  // A deadlock victim (a release holding a person's old registration while it waits for this race
  // row) undid the whole statement: running it again is safe.
  const rows = await retryOnConflict(() =>
    queryRows(
      db,
      sql`
      with race as (
        select id, event_id, capacity - taken as free, online_registration, registration_opens_at, registration_closes_at
        from races where id = ${raceId}
        for no key update
      ),
      wanted as (
        select * from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w(
          ord integer, token_hash text, created_at timestamptz, expires_at timestamptz, relay_position smallint,
          slot_price_kopecks integer, commission_basis_points integer, participant jsonb,
          document_type text, document_number text, image_id uuid)
      ),
      signed as (
        select w.*, s.user_id, row_number() over (partition by s.user_id order by w.ord) as turn
        from wanted w left join sessions s on s.token_hash = w.token_hash and s.expires_at > w.created_at
      ),
      judged as (
        select w.ord, w.user_id, case
          when w.user_id is null then 'noSession'
          when w.turn > 1 then 'twin'
          when race.id is null then 'gone'
          when not (race.online_registration and race.registration_opens_at <= w.created_at and race.registration_closes_at > w.created_at) then 'closed'
          when exists (select 1 from registrations x where x.user_id = w.user_id and x.race_id = race.id and ${inList("x.state", LIVE_STATES)}) then 'registered'
          else 'wants' end as verdict
        from signed w left join race on true
      ),
      ranked as (
        select ord, row_number() over (order by ord) as place from judged where verdict = 'wants'
      ),
      ins as (
        insert into registrations (user_id, event_id, race_id, state, created_at, expires_at, updated_at, relay_position, promo_code_id,
          slot_price_kopecks, commission_basis_points, participant, document_type, document_number, image_id)
        select w.user_id, race.event_id, race.id, 'draft', w.created_at, w.expires_at, w.created_at, w.relay_position, null,
          w.slot_price_kopecks, w.commission_basis_points, w.participant, w.document_type, w.document_number, w.image_id
        from signed w join ranked r on r.ord = w.ord cross join race
        where r.place <= race.free
        on conflict (user_id, race_id) where ${inList("state", LIVE_STATES)} do nothing
        returning id::text as id, user_id
      ),
      took as (
        update races set taken = taken + (select count(*) from ins)::integer
        where id = ${raceId} and exists (select 1 from ins)
        returning taken
      ),
      answered as (
        select j.ord, ins.id, case
          when ins.id is not null then 'taken'
          when j.verdict = 'wants' and r.place <= race.free then 'conflict'
          when j.verdict = 'wants' then 'full'
          -- someone holding the race's registration is told so, sold out or not: the slot is theirs
          else j.verdict end as outcome
        from judged j
          left join ranked r on r.ord = j.ord
          left join race on true
          left join ins on ins.user_id = j.user_id and j.verdict = 'wants'
      )
      select a.ord, a.id, a.outcome,
        case when a.outcome in ('full', 'closed') then exists (
          select 1 from registrations d
          where d.race_id = ${raceId} and ${inList("d.state", HOLDING_STATES)} and d.expires_at <= ${latest}::timestamptz
        ) else false end as timed_out_holds
      from answered a
      order by a.ord`,
      outcomeRow,
    ),
  );
  return answersOf(attempts.length, rows);
}

function answersOf(
  count: number,
  rows: readonly z.infer<typeof outcomeRow>[],
): BatchAnswer<TakeResult>[] {
  if (rows.length !== count)
    throw new Error(`The batch take answered ${rows.length} of ${count} attempts`);
  // A conflict left a slot unused: whoever was ranked past `free` may still get it next batch.
  const slotLeft = rows.some((row) => row.outcome === "conflict");
  return rows.map((row): BatchAnswer<TakeResult> => {
    switch (row.outcome) {
      case "taken":
        if (row.id === null) throw new Error("A taken slot came without its registration");
        return { answer: { ok: true, id: row.id } };
      case "noSession":
        return { answer: { ok: false, reason: "noSession" } };
      case "twin":
        return { again: true };
      case "registered":
      case "conflict":
        return { answer: { ok: false, reason: "alreadyRegistered" } };
      case "full":
        if (slotLeft) return { again: true };
        return {
          answer: {
            ok: false,
            reason: "noSlot",
            facts: { closed: false, timedOutHolds: row.timed_out_holds },
          },
        };
      case "closed":
        return {
          answer: {
            ok: false,
            reason: "noSlot",
            facts: { closed: true, timedOutHolds: row.timed_out_holds },
          },
        };
      case "gone":
        return { answer: { ok: false, reason: "noSlot" } };
    }
  });
}
