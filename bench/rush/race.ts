import type pg from "pg";

export interface RushRace {
  eventCode: string;
  raceCode: string;
  id: number;
}

/** Seeded races turned into the bench's: open now, online, no promo gate, the plain form. */
export const WARM_UP_RACE = { eventCode: "sokolniki-orienteering", raceCode: "short" } as const;
export const MEASURED_RACE = { eventCode: "sokolniki-orienteering", raceCode: "long" } as const;
/** The same take without the BFF, for comparison. */
export const CORE_ALONE_RACE = { eventCode: "gorky-park-nordic-walk", raceCode: "w10" } as const;

/** Gives the race `slots` empty places and opens it; the seed's own counter is set aside (it has no registrations behind it). */
export async function prepareRace(
  db: pg.Client,
  race: { eventCode: string; raceCode: string },
  slots: number,
): Promise<RushRace> {
  const result = await db.query<{ id: number }>(
    `update races set capacity = $3, taken = 0, online_registration = true, offline_at_pickup = false, promo_required = false,
       form_settings = '{}'::jsonb, custom_price_min_kopecks = null, custom_price_max_kopecks = null,
       registration_opens_at = now() - interval '1 day', registration_closes_at = now() + interval '30 days'
     where code = $2 and event_id = (select id from events where code = $1)
     returning id`,
    [race.eventCode, race.raceCode, slots],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`the seed has no race ${race.eventCode}/${race.raceCode}`);
  return { ...race, id: row.id };
}

export interface RaceTally {
  capacity: number;
  taken: number;
  /** Registrations that hold a slot (draft, awaiting payment, paid). */
  holding: number;
  paid: number;
}

export async function tallyRace(db: pg.Client, raceId: number): Promise<RaceTally> {
  const result = await db.query<{ capacity: number; taken: number; holding: string; paid: string }>(
    `select r.capacity, r.taken,
       (select count(*) from registrations g where g.race_id = r.id and g.state in ('draft', 'awaitingPayment', 'paid')) as holding,
       (select count(*) from registrations g where g.race_id = r.id and g.state = 'paid') as paid
     from races r where r.id = $1`,
    [raceId],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`race ${raceId} vanished`);
  return {
    capacity: row.capacity,
    taken: row.taken,
    holding: Number(row.holding),
    paid: Number(row.paid),
  };
}

/** Of the registrations the people were shown as taken (or paid), how many the database does not hold so for the race. */
export async function missingRegistrations(
  db: pg.Client,
  raceId: number,
  ids: readonly string[],
  states: readonly string[],
): Promise<number> {
  const result = await db.query<{ found: string }>(
    `select count(*) as found from registrations where id = any($1::uuid[]) and race_id = $2 and state = any($3::text[])`,
    [ids, raceId, states],
  );
  return ids.length - Number(result.rows[0]?.found ?? 0);
}
