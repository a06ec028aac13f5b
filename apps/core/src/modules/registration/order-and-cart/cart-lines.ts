import { sql } from "drizzle-orm";
import { z } from "zod";
import { INSURANCE_PERIOD_DAYS, moscowDate } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { queryRows } from "../../../db/query-rows";
import { AppError } from "../../../http/app-error";
import type { OptionRow } from "./option-queries";
import type { OrderDeps } from "./order-change";
import type { RaceRecord } from "../race/race-queries";
import type { RegistrationRecord } from "../record/registration-queries";

const countRow = z.object({ n: z.coerce.number().int() });

export interface LineChange {
  registrationId: string;
  option: OptionRow;
  /** What the order holds now (0: no line). */
  from: number;
  to: number;
  now: Date;
  /** The race day: an insurance line's policy covers it. */
  raceStartsAt: Date;
}

/** changeLine on a line of this draft, at the business clock's now, for its race's day. */
export function changeDraftLine(
  deps: Pick<OrderDeps, "now">,
  tx: CoreDb,
  registration: RegistrationRecord,
  record: RaceRecord,
  line: Pick<LineChange, "option" | "from" | "to">,
): Promise<void> {
  return changeLine(tx, {
    ...line,
    registrationId: registration.id,
    now: deps.now(),
    raceStartsAt: record.race.startsAt,
  });
}

/**
 * Moves one cart line from `from` to `to` units, taking or giving back the difference in
 * `options.taken` in the SAME statement as the line change, so the option row is locked only for
 * that statement and the commit. A take happens only while `taken + n <= stock`; when it cannot,
 * nothing changes and this throws 409 OUT_OF_STOCK. The caller holds the registration's lock
 * (lockOwnRegistrationWithRace), so `from` is current.
 */
export async function changeLine(db: CoreDb, change: LineChange): Promise<void> {
  const { registrationId: reg, option, from, to } = change;
  const now = change.now.toISOString();
  if (to === from) return;
  if (to > from) {
    const rows = await queryRows(
      db,
      sql`
        with take as (
          update options set taken = taken + ${to - from}
          where id = ${option.id} and (stock is null or taken + ${to - from} <= stock)
          returning id, price_kopecks
        ), line as (
          insert into cart_lines (registration_id, option_id, count, unit_price_kopecks, added_at)
          select ${reg}::uuid, id, ${to}, price_kopecks, ${now}::timestamptz from take
          on conflict (registration_id, option_id) do update set count = excluded.count
          returning 1
        )
        select count(*)::int as n from line`,
      countRow,
    );
    if (rows[0]?.n !== 1) throw new AppError("OUT_OF_STOCK");
    if (from === 0 && option.kind === "insurance") await insertPolicyRequest(db, change);
    return;
  }
  const lineChange =
    to === 0
      ? sql`delete from cart_lines where registration_id = ${reg}::uuid and option_id = ${option.id} and exists (select 1 from give)`
      : sql`update cart_lines set count = ${to} where registration_id = ${reg}::uuid and option_id = ${option.id} and exists (select 1 from give)`;
  await db.execute(sql`
    with give as (update options set taken = taken - ${from - to} where id = ${option.id} returning id)
    ${lineChange}`);
}

/** The policy of a new insurance line: the option's terms, for the race day alone. */
async function insertPolicyRequest(db: CoreDb, change: LineChange): Promise<void> {
  const { option } = change;
  if (
    option.insuranceSport === null ||
    option.insuranceType === null ||
    option.insuranceSumInsuredKopecks === null
  )
    return;
  const start = moscowDate(change.raceStartsAt);
  await db.execute(sql`
    insert into policy_requests (registration_id, option_id, sport, insurance_type, start_date, end_date,
      sum_insured_kopecks, premium_kopecks, requested_at)
    values (${change.registrationId}::uuid, ${option.id}, ${option.insuranceSport}, ${option.insuranceType}, ${start}::date,
      ${start}::date + ${INSURANCE_PERIOD_DAYS - 1}::int, ${option.insuranceSumInsuredKopecks}, ${option.priceKopecks},
      ${change.now.toISOString()}::timestamptz)
    on conflict (registration_id, option_id) do nothing`);
}
