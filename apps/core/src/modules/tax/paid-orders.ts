import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import {
  commissionFor,
  discountableKopecks,
  moscowDate,
  moscowStartOfDay,
  orderItemOf,
  parseCalendarDay,
  promoDiscountKopecks,
  type CalendarDay,
  type PromoDiscount,
  type TaxOrganizer,
  type TaxPayment,
  type TaxPaymentLine,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { organizers } from "../../db/schema";

/**
 * The year's recorded payments as the domain's TaxPayment inputs (decision 0034): succeeded
 * payments of paid registrations, each order's lines priced from the prices it kept, checked
 * against the amount the payment recorded for it, net of the refunds recorded since. Nothing here
 * is read from a request but the people's ids.
 */

const isoOut = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const optionLineSchema = z.object({
  kind: z.enum(["insurance", "service", "product"]),
  count: z.number().int().positive(),
  unit: z.coerce.number().int().nonnegative(),
});

const rowSchema = z.object({
  payment_id: z.string(),
  completed_at: z.string(),
  registration_id: z.string(),
  participant_id: z.string(),
  payer_id: z.string(),
  paid_kopecks: z.coerce.number().int().nonnegative(),
  refunded_kopecks: z.coerce.number().int().nonnegative(),
  event_id: z.number().int(),
  event_code: z.string(),
  event_name_ru: z.string(),
  event_name_en: z.string(),
  in_calendar_plan: z.boolean(),
  organizer_id: z.number().int().nullable(),
  beneficiary_name: z.string().nullable(),
  beneficiary_inn: z.string().nullable(),
  race_id: z.number().int(),
  race_code: z.string(),
  race_name_ru: z.string(),
  race_name_en: z.string(),
  race_starts_at: z.string(),
  slot_kopecks: z.coerce.number().int().nonnegative(),
  options: z.array(optionLineSchema).nullable(),
  commission_basis_points: z.number().int().nonnegative(),
  promo_percent: z.number().int().nullable(),
  promo_kopecks: z.coerce.number().int().nullable(),
});
type Row = z.infer<typeof rowSchema>;

/** What the page shows of an entry beyond the domain's input: codes and both languages' names. */
export interface EntryFacts {
  readonly eventCode: string;
  readonly eventName: { ru: string; en: string };
  readonly raceCode: string;
  readonly raceName: { ru: string; en: string };
}

export interface PaidYear {
  readonly payments: TaxPayment[];
  /** By registration id. */
  readonly facts: Map<string, EntryFacts>;
  /** The organizer rows behind the payments, by the domain's organizer id. */
  readonly organizers: Map<string, OrganizerRow>;
}

export type OrganizerRow = typeof organizers.$inferSelect;

/** The domain's organizer id of a row: its database id as text. */
export const organizerKey = (id: number): string => String(id);
/** An event with no organizer row yet: never on the list, so never certified. */
const unknownOrganizerKey = (eventId: number): string => `event-${eventId}`;

function day(text: string): CalendarDay {
  const parsed = parseCalendarDay(text);
  if (!parsed) throw new Error(`not a calendar day: ${text}`);
  return parsed;
}

function promoOf(row: Row): PromoDiscount | null {
  if (row.promo_percent !== null) return { kind: "percent", percent: row.promo_percent };
  if (row.promo_kopecks !== null) return { kind: "fixed", kopecks: row.promo_kopecks };
  return null;
}

/**
 * An order's lines as the tax rules read them. The promo discount comes off the entry fee first
 * (never certify more than the fee could have cost); the commission is the platform's. When the
 * payment recorded less for the order than its prices make (an installment's own discount), the
 * difference comes off the entry fee too; more, and the excess is a "services" line, never certified.
 * Refunds recorded for the order come off the entry fee first, then the other lines in turn.
 */
export function linesOf(row: Row): TaxPaymentLine[] {
  const options = row.options ?? [];
  const items = [
    orderItemOf({ kind: "slot", unitKopecks: row.slot_kopecks, count: 1 }),
    ...options.map((o) => orderItemOf({ kind: o.kind, unitKopecks: o.unit, count: o.count })),
  ];
  const promo = promoOf(row);
  let discount = promo ? promoDiscountKopecks(promo, discountableKopecks(items)) : 0;
  const entryDiscount = Math.min(discount, row.slot_kopecks);
  discount -= entryDiscount;
  const sums = { entryFee: row.slot_kopecks - entryDiscount, insurance: 0, goods: 0, services: 0 };
  for (const option of options) {
    const amount = option.unit * option.count;
    if (option.kind === "insurance") sums.insurance += amount;
    else {
      const off = Math.min(discount, amount);
      discount -= off;
      if (option.kind === "product") sums.goods += amount - off;
      else sums.services += amount - off;
    }
  }
  const base = sums.entryFee + sums.goods + sums.services;
  const commission = commissionFor(base, row.commission_basis_points / 100);
  const priced = base + commission + sums.insurance;
  if (row.paid_kopecks < priced)
    sums.entryFee = Math.max(0, sums.entryFee - (priced - row.paid_kopecks));
  else sums.services += row.paid_kopecks - priced;

  const amounts: [TaxPaymentLine["kind"], number][] = [
    ["entryFee", sums.entryFee],
    ["goods", sums.goods],
    ["services", sums.services],
    ["insurance", sums.insurance],
    ["commission", commission],
  ];
  let refundLeft = Math.min(row.refunded_kopecks, row.paid_kopecks);
  return amounts
    .filter(([, amount]) => amount > 0)
    .map(([kind, amount]) => {
      const refunded = Math.min(refundLeft, amount);
      refundLeft -= refunded;
      return {
        id: `${row.payment_id}/${row.registration_id}/${kind}`,
        kind,
        amountKopecks: amount,
        refundedKopecks: refunded,
      };
    });
}

function organizerOf(row: Row, rows: Map<string, OrganizerRow>): TaxOrganizer {
  if (row.organizer_id === null)
    return {
      id: unknownOrganizerKey(row.event_id),
      name: row.beneficiary_name ?? "",
      kind: "legalEntity",
      inn: row.beneficiary_inn ?? "",
      kpp: null,
      listedYears: [],
    };
  const organizer = rows.get(organizerKey(row.organizer_id));
  if (!organizer) throw new Error(`organizer ${row.organizer_id} not found`);
  return {
    id: organizerKey(organizer.id),
    name: organizer.name,
    kind: organizer.kind === "soleTrader" ? "soleTrader" : "legalEntity",
    inn: organizer.inn,
    kpp: organizer.kpp,
    listedYears: organizer.listedYears,
  };
}

/**
 * The year's payments that touch a request: paid by one of `payerIds` (the lead order's maker, or
 * its participant when they made it themselves: payments keep no payer of their own) or for one of
 * `participantIds`. A payment of several orders counts each by its recorded part (decision 0032).
 */
export async function loadPaidYear(
  db: CoreDb,
  year: number,
  payerIds: readonly string[],
  participantIds: readonly string[],
): Promise<PaidYear> {
  const from = moscowStartOfDay({ year, month: 1, day: 1 }).toISOString();
  const to = moscowStartOfDay({ year: year + 1, month: 1, day: 1 }).toISOString();
  const people = [...new Set([...payerIds, ...participantIds])].filter((id) =>
    /^[0-9a-f-]{36}$/.test(id),
  );
  if (people.length === 0) return { payments: [], facts: new Map(), organizers: new Map() };
  const ids = sql.join(
    people.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`with paid as (
          select p.id as payment_id, p.registration_id as lead_id, p.registration_id, p.amount_kopecks,
                 p.completed_at
            from payments p
           where p.status = 'succeeded' and p.completed_at >= ${from}::timestamptz
             and p.completed_at < ${to}::timestamptz
             and not exists (select 1 from payment_items x where x.payment_id = p.id)
          union all
          select p.id, p.registration_id, i.registration_id, i.amount_kopecks, p.completed_at
            from payment_items i join payments p on p.id = i.payment_id
           where p.status = 'succeeded' and p.completed_at >= ${from}::timestamptz
             and p.completed_at < ${to}::timestamptz)
        select paid.payment_id::text as payment_id, ${isoOut("paid.completed_at")} as completed_at,
               g.id::text as registration_id, g.user_id::text as participant_id,
               coalesce(lead.made_by_user_id, lead.user_id)::text as payer_id,
               paid.amount_kopecks as paid_kopecks,
               (select coalesce(sum(f.amount_kopecks), 0) from registration_refunds f
                 where f.registration_id = g.id and f.payment_id = paid.payment_id) as refunded_kopecks,
               e.id as event_id, e.code as event_code, e.name_ru as event_name_ru,
               e.name_en as event_name_en, e.in_calendar_plan, e.organizer_id,
               e.beneficiary_name, e.beneficiary_inn,
               r.id as race_id, r.code as race_code, r.name_ru as race_name_ru,
               r.name_en as race_name_en, ${isoOut("r.starts_at")} as race_starts_at,
               coalesce(g.slot_custom_price_kopecks, g.slot_price_kopecks) as slot_kopecks,
               (select json_agg(json_build_object('kind', o.kind, 'count', l.count,
                         'unit', coalesce(l.custom_price_kopecks, l.unit_price_kopecks))
                       order by o.id)
                  from cart_lines l join options o on o.id = l.option_id
                 where l.registration_id = g.id) as options,
               g.commission_basis_points,
               pc.discount_percent::int as promo_percent, pc.discount_kopecks as promo_kopecks
          from paid
          join registrations g on g.id = paid.registration_id
          join registrations lead on lead.id = paid.lead_id
          join events e on e.id = g.event_id
          join races r on r.id = g.race_id
          left join promo_codes pc on pc.id = g.promo_code_id
         where g.state = 'paid'
           and (coalesce(lead.made_by_user_id, lead.user_id) in (${ids}) or g.user_id in (${ids}))
         order by paid.completed_at, paid.payment_id, g.id`,
    rowSchema,
  );
  const organizerIds = [
    ...new Set(rows.flatMap((r) => (r.organizer_id === null ? [] : [r.organizer_id]))),
  ];
  const organizerRows = new Map<string, OrganizerRow>();
  if (organizerIds.length > 0)
    for (const row of await db
      .select()
      .from(organizers)
      .where(inArray(organizers.id, organizerIds)))
      organizerRows.set(organizerKey(row.id), row);

  // The domain's payment has one organizer: a payment of orders of two organizers is split.
  const payments = new Map<string, TaxPayment & { entries: TaxPayment["entries"][number][] }>();
  const facts = new Map<string, EntryFacts>();
  for (const row of rows) {
    const organizer = organizerOf(row, organizerRows);
    const key = `${row.payment_id}|${organizer.id}`;
    const payment = payments.get(key) ?? {
      id: row.payment_id,
      paidOn: day(moscowDate(new Date(row.completed_at))),
      payerId: row.payer_id,
      organizer,
      entries: [],
    };
    payment.entries.push({
      registrationId: row.registration_id,
      participantId: row.participant_id,
      event: {
        id: String(row.event_id),
        name: row.event_name_ru,
        inCalendarPlan: row.in_calendar_plan,
      },
      race: {
        id: String(row.race_id),
        name: row.race_name_ru,
        date: day(moscowDate(new Date(row.race_starts_at))),
      },
      lines: linesOf(row),
    });
    payments.set(key, payment);
    facts.set(row.registration_id, {
      eventCode: row.event_code,
      eventName: { ru: row.event_name_ru, en: row.event_name_en },
      raceCode: row.race_code,
      raceName: { ru: row.race_name_ru, en: row.race_name_en },
    });
  }
  return { payments: [...payments.values()], facts, organizers: organizerRows };
}
