import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { savePayResultSchema, type PaymentMethod, type SavePayResult } from "@reg/domain";
import type { CoreDb } from "../../src/index";
import { queryRows } from "../../src/db/query-rows";
import type { RaceFixture } from "./fixtures";
import type { HttpResponse } from "./http";
import { post, register, validParticipant } from "./registration";

/** Test helpers of paying several orders in one payment (decision 0032). */

/**
 * A second race of the fixture's event (a copy of its race under `code`), at `priceKopecks`
 * throughout, so orders of the two races cost different amounts.
 */
export async function addRaceToEvent(
  db: CoreDb,
  race: RaceFixture,
  code: string,
  priceKopecks: number,
): Promise<RaceFixture> {
  const [row] = await queryRows(
    db,
    sql`insert into races (event_id, code, position, name_ru, name_en, distance_meters, distance_unit,
                           starts_at, capacity, taken, min_age, max_age, is_relay, relay_stage_count,
                           registration_opens_at, registration_closes_at, online_registration,
                           offline_at_pickup, promo_required, custom_price_min_kopecks,
                           custom_price_max_kopecks, form_settings)
        select event_id, ${code}, position + 1, '5 км', '5 km', 5000, distance_unit,
               starts_at, capacity, 0, min_age, max_age, is_relay, relay_stage_count,
               registration_opens_at, registration_closes_at, online_registration,
               offline_at_pickup, promo_required, custom_price_min_kopecks,
               custom_price_max_kopecks, form_settings
          from races where id = ${race.raceId}
        returning id`,
    z.object({ id: z.number() }),
  );
  if (!row) throw new Error("the second race was not stored");
  await db.execute(
    sql`insert into price_tiers (race_id, position, starts_at, price_kopecks)
        values (${row.id}, 0, '2020-01-01T00:00:00Z'::timestamptz, ${priceKopecks})`,
  );
  return { ...race, raceCode: code, raceId: row.id };
}

export const uniqueEmail = (): string => `${randomBytes(5).toString("hex")}@example.com`;

/** A child's account in `parent`'s family group (decision 0030); resolves to its e-mail. */
export async function createChild(url: string, parent: string, firstName: string): Promise<string> {
  const email = uniqueEmail();
  const response = await post(
    url,
    "/api/account/family/createRelative",
    {
      email,
      relation: "child",
      firstName,
      lastName: "Петровы",
      birthDate: "2012-03-09",
      gender: "female",
      language: "ru",
    },
    parent,
  );
  if (response.status !== 200)
    throw new Error(`createRelative: ${response.status} ${response.text}`);
  return email;
}

/**
 * `maker`'s confirmed order (awaiting payment) for `race`, their own or — with `participantEmail`
 * — someone else's, with the form's `firstName`.
 */
export async function confirmedOrder(
  url: string,
  maker: string,
  race: { eventCode: string; raceCode: string },
  person: { participantEmail?: string; firstName?: string; extra?: Record<string, unknown> } = {},
): Promise<string> {
  const form = validParticipant({
    ...(person.participantEmail ? { email: person.participantEmail } : {}),
    ...(person.firstName ? { firstName: person.firstName } : {}),
  });
  const { registrationId } = await register(url, maker, race, {
    ...form,
    ...(person.participantEmail ? { participantEmail: person.participantEmail } : {}),
    ...person.extra,
  });
  const confirmed = await post(url, "/Register/Cart", { registrationId }, maker);
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  return registrationId;
}

export function savePayTogetherRaw(
  url: string,
  cookie: string,
  lead: string,
  also: readonly unknown[],
  method: PaymentMethod = "card",
): Promise<HttpResponse> {
  return post(
    url,
    "/Register/ApiSavePay",
    { RegistrationId: lead, PaymentType: method, language: "ru", AlsoRegistrationIds: also },
    cookie,
  );
}

export async function savePayTogether(
  url: string,
  cookie: string,
  lead: string,
  also: readonly string[],
  method: PaymentMethod = "card",
): Promise<SavePayResult> {
  const response = await savePayTogetherRaw(url, cookie, lead, also, method);
  if (response.status !== 200) throw new Error(`ApiSavePay: ${response.status} ${response.text}`);
  return savePayResultSchema.parse(response.json);
}

const countsRow = z.object({
  payments: z.coerce.number(),
  items: z.coerce.number(),
  sandbox: z.coerce.number(),
});

/** How many payment rows, items and acquirer payments exist: a refused start writes none. */
export async function paymentCounts(db: CoreDb): Promise<z.infer<typeof countsRow>> {
  const [row] = await queryRows(
    db,
    sql`select (select count(*) from payments) as payments,
               (select count(*) from payment_items) as items,
               (select count(*) from sandbox_payments) as sandbox`,
    countsRow,
  );
  if (!row) throw new Error("no counts");
  return row;
}

const itemRow = z.object({ registration_id: z.string(), amount_kopecks: z.number() });

/** A payment's items as stored, by registration id. */
export async function itemsOf(db: CoreDb, paymentId: string): Promise<Record<string, number>> {
  const rows = await queryRows(
    db,
    sql`select registration_id::text as registration_id, amount_kopecks from payment_items
         where payment_id = ${paymentId}::uuid`,
    itemRow,
  );
  return Object.fromEntries(rows.map((row) => [row.registration_id, row.amount_kopecks]));
}

const paymentRow = z.object({
  status: z.string(),
  amount_kopecks: z.number(),
  refund_reason: z.string().nullable(),
});

export async function paymentRowOf(
  db: CoreDb,
  paymentId: string,
): Promise<z.infer<typeof paymentRow>> {
  const [row] = await queryRows(
    db,
    sql`select status, amount_kopecks, refund_reason from payments where id = ${paymentId}::uuid`,
    paymentRow,
  );
  if (!row) throw new Error(`no payment ${paymentId}`);
  return row;
}
