import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  registrationStateSchema,
  transition,
  type MyEventRegistration,
  type MyEventRegistrations,
} from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { queryRows } from "../../../db/query-rows";
import type { UserRow } from "../queries";
import { isoOf, seenState } from "./list";

const rowSchema = z.object({
  id: z.string(),
  event_code: z.string(),
  race_code: z.string(),
  state: registrationStateSchema,
  expires_at: z.string(),
  still_open: z.boolean(),
  place_left: z.boolean(),
});

/**
 * The person's own standing at some events, race by race: the registrations of `user.id` for
 * those events, newest first, as a reader must see them (past its window a hold reads as what the sweeper
 * makes of it). One read per page; an unknown code is simply no rows, so nothing
 * tells whether an event exists or whom else it has. Cancelled ones are left out: they offer
 * nothing and the race's "Register" is right for them.
 */
export async function myEventRegistrations(
  db: CoreDb,
  user: UserRow,
  eventCodes: readonly string[],
  now: Date,
): Promise<MyEventRegistrations> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows(
    db,
    sql`select g.id, e.code as event_code, r.code as race_code, g.state,
               ${isoOf(sql`g.expires_at`)} as expires_at,
               (r.online_registration and r.registration_opens_at <= ${at}
                 and r.registration_closes_at > ${at}) as still_open,
               r.taken < r.capacity as place_left
          from registrations g
          join races r on r.id = g.race_id
          join events e on e.id = g.event_id
         where g.user_id = ${user.id} and e.code in (${sql.join(
           eventCodes.map((code) => sql`${code}`),
           sql`, `,
         )}) and g.state <> 'cancelled'
         order by g.created_at desc, g.id`,
    rowSchema,
  );
  const items: MyEventRegistration[] = [];
  for (const row of rows) {
    const state = seenState(row.state, new Date(row.expires_at), now);
    if (state === "cancelled") continue;
    const holding = state === "draft" || state === "awaitingPayment";
    items.push({
      registrationId: row.id,
      eventCode: row.event_code,
      raceCode: row.race_code,
      state,
      paymentDeadline: holding ? row.expires_at : null,
      canRepeatPayment:
        transition(state, { type: "repeatPayment", slotAvailable: row.place_left }).ok &&
        row.still_open,
    });
  }
  return { items };
}
