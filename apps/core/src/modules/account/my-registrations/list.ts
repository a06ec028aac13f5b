import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  maskedName,
  MY_REGISTRATIONS_PAGE_SIZE,
  registrationStateSchema,
  transition,
  type MyRegistrationStartPack,
  type MyRegistrationTotals,
  type Locale,
  type MyRegistration,
  type MyRegistrations,
  type RegistrationState,
  orderNumber,
} from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { queryRows } from "../../../db/query-rows";
import { qrSvgDataUrl } from "../../../html/qr-image";
import { pickupPayload } from "../../../outbox/pickup-code";
import { personName } from "../person-name";
import { orderPriceColumns, orderPriceShape, orderTotalsOf } from "./order-price";
import type { UserRow } from "../queries";

/** An instant as the wire carries it (ISO 8601, UTC, milliseconds), the same from either driver. */
export function isoOf(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const rowSchema = z.object({
  id: z.string(),
  state: registrationStateSchema,
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  event_code: z.string(),
  event_name: z.string(),
  city: z.string(),
  location: z.string(),
  is_online: z.boolean(),
  event_starts_at: z.string(),
  event_ends_at: z.string(),
  race_code: z.string(),
  race_name: z.string(),
  distance_meters: z.number().int().positive(),
  distance_unit: z.enum(["km", "m"]),
  race_starts_at: z.string(),
  still_open: z.boolean(),
  place_left: z.boolean(),
  ...orderPriceShape,
  pack_place: z.string().nullable(),
  pack_address: z.string().nullable(),
  pack_note: z.string().nullable(),
  pack_windows: z
    .array(
      z.object({
        startsAt: z.iso.datetime({ offset: true }),
        endsAt: z.iso.datetime({ offset: true }),
      }),
    )
    .nullable(),
  paid_kopecks: z.coerce.number().int().nonnegative().nullable(),
  refunded_kopecks: z.coerce.number().int().nonnegative(),
  show_in_start_list: z.boolean(),
  participant_id: z.string(),
  maker_id: z.string().nullable(),
  maker_first_name: z.string().nullable(),
  maker_last_name: z.string().nullable(),
  in_family: z.boolean(),
  total: z.coerce.number().int(),
});
type Row = z.infer<typeof rowSchema>;

/**
 * The state a reader must see (as the registration module's reads do): a draft or an order
 * awaiting payment past its window is already what the sweeper will make of it — by the domain's
 * machine an order expires, a draft (which cannot expire) is cancelled.
 */
export function seenState(state: RegistrationState, expiresAt: Date, now: Date): RegistrationState {
  const holding = state === "draft" || state === "awaitingPayment";
  if (!holding || now.getTime() < expiresAt.getTime()) return state;
  const expired = transition(state, { type: "expire" });
  if (expired.ok) return expired.state;
  const cancelled = transition(state, { type: "cancel" });
  return cancelled.ok ? cancelled.state : state;
}

/** The order priced as the cart prices it, from the prices kept on the order. */
function totalsOf(row: Row): MyRegistrationTotals {
  const totals = orderTotalsOf(row);
  return {
    discountKopecks: totals.discountKopecks,
    commissionPercent: totals.commissionPercent,
    commissionKopecks: totals.commissionKopecks,
    totalKopecks: totals.totalKopecks,
  };
}

/** The pickup QR (the confirmation's) and the event's pickup place and times; a paid registration's only. */
function startPackOf(row: Row, state: RegistrationState): MyRegistrationStartPack | null {
  if (state !== "paid") return null;
  return {
    qrDataUrl: qrSvgDataUrl(pickupPayload(row.id)),
    shortCode: orderNumber(row.id),
    place: row.pack_place,
    address: row.pack_address,
    note: row.pack_note ?? "",
    windows: (row.pack_windows ?? []).map((window) => ({
      startsAt: new Date(window.startsAt).toISOString(),
      endsAt: new Date(window.endsAt).toISOString(),
    })),
  };
}

function itemOf(row: Row, user: UserRow, now: Date): MyRegistration {
  const state = seenState(row.state, new Date(row.expires_at), now);
  const holding = state === "draft" || state === "awaitingPayment";
  const me = personName(user.firstName, user.lastName, user.email);
  const meters = row.distance_meters;
  const participantIsMe = row.participant_id === user.id;
  // A maker sees the form's name they typed; a participant sees who made it only masked (decision 0030).
  const madeBy =
    row.maker_id === null || row.maker_id === user.id
      ? { isMe: true, name: me }
      : { isMe: false, name: maskedName(row.maker_first_name ?? "", row.maker_last_name ?? "") };
  return {
    id: row.id,
    kind: row.maker_id === null ? "individual" : row.in_family ? "relative" : "friend",
    madeBy,
    participant: {
      isMe: participantIsMe,
      name: personName(row.first_name, row.last_name, participantIsMe ? me : ""),
    },
    event: {
      code: row.event_code,
      name: row.event_name,
      city: row.city,
      location: row.location,
      isOnline: row.is_online,
      startsAt: row.event_starts_at,
      endsAt: row.event_ends_at,
    },
    race: {
      code: row.race_code,
      name: row.race_name,
      distance: {
        value: row.distance_unit === "km" ? meters / 1000 : meters,
        unit: row.distance_unit,
        meters,
      },
      startsAt: row.race_starts_at,
    },
    state,
    paymentDeadline: holding ? row.expires_at : null,
    // The machine takes an expired order back to awaiting payment only with a slot; the race must
    // also still take registrations. The repeat itself checks both again.
    canRepeatPayment:
      transition(state, { type: "repeatPayment", slotAvailable: row.place_left }).ok &&
      row.still_open,
    lines: [
      { name: row.race_name, count: 1, amountKopecks: row.slot_amount },
      ...(row.options ?? []).map((line) => ({
        name: line.name,
        count: line.count,
        amountKopecks: line.amount,
      })),
    ],
    totals: totalsOf(row),
    paidKopecks: row.paid_kopecks,
    refundedKopecks: row.refunded_kopecks,
    startPack: startPackOf(row, state),
    createdAt: row.created_at,
    paidAt: row.paid_at,
    showInStartList: row.show_in_start_list,
  };
}

/**
 * The signed-in person's registrations, one page: upcoming races first (the nearest on top), then
 * past ones (the latest on top); the same race's registrations newest first. Only rows of
 * `user.id` are ever read.
 */
export async function listMyRegistrations(
  db: CoreDb,
  user: UserRow,
  params: { language: Locale; offset: number },
  now: Date,
): Promise<MyRegistrations> {
  const en = params.language === "en";
  const pick = (ru: string, enColumn: string) => sql.raw(en ? enColumn : ru);
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows(
    db,
    sql`select g.id, g.state,
               ${isoOf(sql`g.created_at`)} as created_at,
               ${isoOf(sql`g.expires_at`)} as expires_at,
               case when g.paid_at is not null then ${isoOf(sql`g.paid_at`)} end as paid_at,
               g.participant->>'firstName' as first_name,
               g.participant->>'lastName' as last_name,
               e.code as event_code, ${pick("e.name_ru", "e.name_en")} as event_name,
               ${pick("e.city_ru", "e.city_en")} as city,
               ${pick("e.location_ru", "e.location_en")} as location,
               e.is_online,
               ${isoOf(sql`e.starts_at`)} as event_starts_at,
               ${isoOf(sql`e.ends_at`)} as event_ends_at,
               r.code as race_code, ${pick("r.name_ru", "r.name_en")} as race_name,
               r.distance_meters, r.distance_unit,
               ${isoOf(sql`r.starts_at`)} as race_starts_at,
               (r.online_registration and r.registration_opens_at <= ${at}
                 and r.registration_closes_at > ${at}) as still_open,
               r.taken < r.capacity as place_left,
               ${orderPriceColumns(params.language)},
               ${pick("d.start_pack_place_ru", "d.start_pack_place_en")} as pack_place,
               ${pick("d.start_pack_address_ru", "d.start_pack_address_en")} as pack_address,
               ${pick("d.start_pack_note_ru", "d.start_pack_note_en")} as pack_note,
               d.start_pack_windows as pack_windows,
               -- A payment of several orders counts here by this order's part (decision 0032).
               (select sum(paid.amount_kopecks) from (
                  select p.amount_kopecks from payments p
                   where p.registration_id = g.id and p.status = 'succeeded'
                     and not exists (select 1 from payment_items x where x.payment_id = p.id)
                  union all
                  select i.amount_kopecks from payment_items i join payments p on p.id = i.payment_id
                   where i.registration_id = g.id and p.status = 'succeeded') paid) as paid_kopecks,
               (select coalesce(sum(f.amount_kopecks), 0) from registration_refunds f
                 where f.registration_id = g.id) as refunded_kopecks,
               coalesce(s.show_in_start_list,
                        jsonb_typeof(g.participant->'showInStartList') = 'boolean'
                          and (g.participant->>'showInStartList')::boolean,
                        false) as show_in_start_list,
               g.user_id::text as participant_id, g.made_by_user_id::text as maker_id,
               mu.first_name as maker_first_name, mu.last_name as maker_last_name,
               exists (select 1 from family_members f
                        where f.owner_user_id = g.made_by_user_id and f.member_user_id = g.user_id) as in_family,
               count(*) over () as total
          from registrations g
          join races r on r.id = g.race_id
          join events e on e.id = g.event_id
          left join start_list_entries s on s.registration_id = g.id
          left join promo_codes pc on pc.id = g.promo_code_id
          left join event_details d on d.event_id = e.id
          left join users mu on mu.id = g.made_by_user_id
         where (g.user_id = ${user.id} or g.made_by_user_id = ${user.id})
           -- An unredeemed gift's order is its buyer's Gifts entry, not a registration (decision 0031).
           and not exists (select 1 from gifts gf where gf.registration_id = g.id and gf.redeemed_at is null)
         order by (r.starts_at >= ${at}) desc,
                  case when r.starts_at >= ${at} then r.starts_at end asc,
                  r.starts_at desc, g.created_at desc, g.id
         limit ${MY_REGISTRATIONS_PAGE_SIZE} offset ${params.offset}`,
    rowSchema,
  );
  const total = rows[0]?.total ?? (params.offset > 0 ? await countMyRegistrations(db, user.id) : 0);
  return {
    items: rows.map((row) => itemOf(row, user, now)),
    total,
    offset: params.offset,
    pageSize: MY_REGISTRATIONS_PAGE_SIZE,
  };
}

/** The total alone, for a page past the end (its rows carry it otherwise). */
async function countMyRegistrations(db: CoreDb, userId: string): Promise<number> {
  const rows = await queryRows(
    db,
    sql`select count(*)::int as count from registrations
         where (user_id = ${userId} or made_by_user_id = ${userId})
           and not exists (select 1 from gifts gf where gf.registration_id = registrations.id and gf.redeemed_at is null)`,
    z.object({ count: z.coerce.number().int() }),
  );
  return rows[0]?.count ?? 0;
}
