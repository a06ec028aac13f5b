import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  PAY_TOGETHER_MAX,
  PAY_TOGETHER_REASONS,
  type Locale,
  type PayTogetherOrder,
} from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { queryRows } from "../../../db/query-rows";
import {
  orderPriceColumns,
  orderPriceShape,
  orderTotalsOf,
  personName,
  type UserRow,
} from "../../account";
import type { RegistrationRecord } from "../../registration";

/*
 * What a payer may pay together with the order on their payment step (decision 0032): other
 * orders of the same event that are theirs or made by them (`mine`), or the share of a member of
 * a team they captain, on that team's race (`teamShare`). A gift is bought on its own: neither a
 * gift's order nor, as the lead, a gift takes others.
 */

/** Why `caller` may pay registration `g` — null when they may not. */
function reasonSql(callerId: string): SQL {
  // A member's share the captain made (a captain-paid team's order) is still the team's share.
  return sql`case
      when g.user_id <> ${callerId}::uuid and exists (
                    select 1 from relay_team_members m join relay_teams t on t.id = m.team_id
                    where m.user_id = g.user_id and m.race_id = g.race_id
                      and t.captain_user_id = ${callerId}::uuid) then 'teamShare'
      when g.user_id = ${callerId}::uuid or g.made_by_user_id = ${callerId}::uuid then 'mine'
    end`;
}

/** Registrations `g` of the lead's event other than the lead, neither of them a gift's. */
function besideLead(lead: RegistrationRecord): SQL {
  return sql`g.event_id = ${lead.eventId} and g.id <> ${lead.id}::uuid
    and not exists (select 1 from gifts gf where gf.registration_id = g.id)
    and not exists (select 1 from gifts gf where gf.registration_id = ${lead.id}::uuid)`;
}

/**
 * Which of `ids` the caller may pay with `lead`, whatever their state: the others are someone
 * else's (or nobody's) and answer NOT_FOUND alike.
 */
export async function mayPayTogether(
  db: CoreDb,
  lead: RegistrationRecord,
  callerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const rows = await queryRows(
    db,
    sql`select g.id::text as id from registrations g
         where g.id in (${sql.join(
           ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
           and ${besideLead(lead)}
           and (${reasonSql(callerId)}) is not null`,
    z.object({ id: z.string() }),
  );
  return new Set(rows.map((row) => row.id));
}

const candidateRow = z.object({
  id: z.string(),
  reason: z.enum(PAY_TOGETHER_REASONS),
  expires_at: z.string(),
  participant_is_me: z.boolean(),
  form_first_name: z.string().nullable(),
  form_last_name: z.string().nullable(),
  account_first_name: z.string(),
  account_last_name: z.string(),
  race_code: z.string(),
  race_name: z.string(),
  ...orderPriceShape,
});
type CandidateRow = z.infer<typeof candidateRow>;

/**
 * The participant as this payer may see them: for their own orders the name typed in the form
 * (as "my registrations" shows it), for a member's share the roster's name of the member.
 */
function participantNameOf(row: CandidateRow, caller: UserRow): string {
  if (row.reason === "teamShare")
    return personName(row.account_first_name, row.account_last_name, "");
  const me = personName(caller.firstName, caller.lastName, caller.email);
  return personName(row.form_first_name, row.form_last_name, row.participant_is_me ? me : "");
}

/**
 * ApiPay's `payTogether` for a lead the caller can pay now: the other orders awaiting payment in
 * their window with something to pay, each priced as its cart prices it (what the card or QR
 * option of that order would charge), the soonest deadline first. One query for all of them.
 */
export async function payTogetherCandidates(
  db: CoreDb,
  lead: RegistrationRecord,
  caller: UserRow,
  language: Locale,
  now: Date,
): Promise<PayTogetherOrder[]> {
  const pick = (ru: string, en: string) => sql.raw(language === "en" ? en : ru);
  const rows = await queryRows(
    db,
    sql`select * from (
          select g.id::text as id, ${reasonSql(caller.id)} as reason,
                 to_char(g.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at,
                 g.user_id = ${caller.id}::uuid as participant_is_me,
                 g.participant->>'firstName' as form_first_name,
                 g.participant->>'lastName' as form_last_name,
                 u.first_name as account_first_name, u.last_name as account_last_name,
                 r.code as race_code, ${pick("r.name_ru", "r.name_en")} as race_name,
                 ${orderPriceColumns(language)},
                 g.expires_at as deadline
            from registrations g
            join races r on r.id = g.race_id
            join users u on u.id = g.user_id
            left join promo_codes pc on pc.id = g.promo_code_id
           where ${besideLead(lead)}
             and g.state = 'awaitingPayment'
             and g.expires_at > ${now.toISOString()}::timestamptz
        ) c
        where c.reason is not null
        order by c.deadline, c.id
        -- A bound on a family's or a team's orders; the free ones among them are left out below.
        limit ${PAY_TOGETHER_MAX * 2}`,
    candidateRow,
  );
  return rows
    .map((row): PayTogetherOrder => {
      const totals = orderTotalsOf(row);
      return {
        registrationId: row.id,
        participantName: participantNameOf(row, caller),
        raceCode: row.race_code,
        raceName: row.race_name,
        reason: row.reason,
        amountKopecks: totals.totalKopecks,
        paymentDeadline: row.expires_at,
      };
    })
    .filter((order) => order.amountKopecks > 0)
    .slice(0, PAY_TOGETHER_MAX);
}
