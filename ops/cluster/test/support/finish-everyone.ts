import type pg from "pg";
import { PARTICIPANT, payOrder, withLimit } from "@reg/bench/rush/crowd";
import { appCodeOf, type Person } from "@reg/bench/rush/person";
import { type RushRace } from "@reg/bench/rush/race";

export interface Settled {
  paid: number;
  soldOut: number;
  /** `email: last error` of those still without either after every attempt. */
  unsettled: string[];
}

const ATTEMPTS = 6;

/** The person's registration for the race that holds a slot, as their "My registrations" shows it. */
async function holding(
  db: pg.Client,
  person: Person,
  raceId: number,
): Promise<{ id: string; state: string } | undefined> {
  const result = await db.query<{ id: string; state: string }>(
    `select g.id::text as id, g.state from registrations g join users u on u.id = g.user_id
     where u.email = $1 and g.race_id = $2 and g.state in ('draft', 'awaitingPayment', 'paid')`,
    [person.email, raceId],
  );
  return result.rows[0];
}

/**
 * After the crashes, everyone goes on as a person would: whoever holds an unpaid order looks at its
 * result page first (which asks the acquirer about a payment whose callback was lost), then pays if
 * it is still unpaid; whoever holds nothing presses "register" again. Until paid or SOLD_OUT.
 */
export async function finishEveryone(
  siteUrl: string,
  db: pg.Client,
  people: readonly Person[],
  race: RushRace,
): Promise<Settled> {
  const settled: Settled = { paid: 0, soldOut: 0, unsettled: [] };
  await withLimit(people, 20, async (person) => {
    let lastError = "";
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      try {
        const order = await holding(db, person, race.id);
        if (order?.state === "paid") {
          settled.paid += 1;
          return;
        }
        if (order) {
          const result = await person.client.payment.getPayment.query({
            registrationId: order.id,
          });
          if (result.state !== "paid") await payOrder(siteUrl, person, order.id);
          continue; // counted as paid on the next turn, from the database
        }
        await person.client.registration.saveRegistration.mutate({ ...race, ...PARTICIPANT });
      } catch (error) {
        lastError = appCodeOf(error);
        if (lastError === "SOLD_OUT") {
          settled.soldOut += 1;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
      }
    }
    if ((await holding(db, person, race.id))?.state === "paid") settled.paid += 1;
    else settled.unsettled.push(`${person.email}: ${lastError}`);
  });
  return settled;
}

/** Of `ids`, how many hold a slot of the race and how many are paid. */
export async function payingState(
  db: pg.Client,
  ids: readonly string[],
  raceId: number,
): Promise<{ holding: number; paid: number }> {
  const result = await db.query<{ holding: string; paid: string }>(
    `select count(*) filter (where state in ('draft', 'awaitingPayment', 'paid')) as holding,
            count(*) filter (where state = 'paid') as paid
     from registrations where id = any($1::uuid[]) and race_id = $2`,
    [ids, raceId],
  );
  return { holding: Number(result.rows[0]?.holding ?? 0), paid: Number(result.rows[0]?.paid ?? 0) };
}
