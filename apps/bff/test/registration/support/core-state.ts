import { z } from "zod";
import { CODE_PATTERN } from "@reg/domain";
import { type Core } from "../../support/stack";

const rowsOf = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** Raw SQL on core's own database (PGlite or PostgreSQL): what the contract does not show. */
export async function coreRows(core: Core, statement: string): Promise<Record<string, unknown>[]> {
  return rowsOf.parse(await core.server.db.execute(statement)).rows;
}

const fingerprintRow = z.object({
  races_taken: z.coerce.number(),
  options_taken: z.coerce.number(),
  promo_used: z.coerce.number(),
  registrations: z.string().nullable(),
  cart_lines: z.string().nullable(),
  policies: z.coerce.number(),
  images: z.coerce.number(),
  phones: z.string().nullable(),
  payments: z.string().nullable(),
  outbox: z.coerce.number(),
});
export type CoreFingerprint = z.infer<typeof fingerprintRow>;

/**
 * Every counter and row a registration call can change, so "nothing changed" is one comparison:
 * slots, stock and promo uses taken, the registrations and cart lines themselves (hashed), policies,
 * uploaded images, the accounts' phones, payment attempts, mail queued.
 */
export async function coreFingerprint(core: Core): Promise<CoreFingerprint> {
  const [row] = await coreRows(
    core,
    `select
       (select coalesce(sum(taken), 0) from races) as races_taken,
       (select coalesce(sum(taken), 0) from options) as options_taken,
       (select coalesce(sum(used), 0) from promo_codes) as promo_used,
       (select md5(string_agg(r::text, '|' order by r.id)) from registrations r) as registrations,
       (select md5(string_agg(c::text, '|' order by c.registration_id, c.option_id)) from cart_lines c) as cart_lines,
       (select count(*) from policy_requests) as policies,
       (select count(*) from uploaded_images) as images,
       (select md5(string_agg(coalesce(u.phone, '-'), '|' order by u.id)) from users u) as phones,
       (select md5(string_agg(p::text, '|' order by p.id)) from payments p) as payments,
       (select count(*) from outbox_messages) as outbox`,
  );
  return fingerprintRow.parse(row);
}

const raceCountsRow = z.object({
  capacity: z.coerce.number(),
  taken: z.coerce.number(),
  holding: z.coerce.number(),
});

/** A race's capacity, its counter, and the registrations that really hold a slot. */
export async function raceCounts(
  core: Core,
  race: { eventCode: string; raceCode: string },
): Promise<z.infer<typeof raceCountsRow>> {
  // Codes go into the statement as text: only ones the contract's own pattern admits.
  if (!CODE_PATTERN.test(race.eventCode) || !CODE_PATTERN.test(race.raceCode))
    throw new Error("not a race code");
  const [row] = await coreRows(
    core,
    `select r.capacity, r.taken,
       (select count(*) from registrations g where g.race_id = r.id and g.state in ('draft', 'awaitingPayment', 'paid')) as holding
     from races r join events e on e.id = r.event_id
     where e.code = '${race.eventCode}' and r.code = '${race.raceCode}'`,
  );
  return raceCountsRow.parse(row);
}
