import { sql } from "drizzle-orm";
import { z } from "zod";
import { paymentDeadline, type TeamOrder, teamOrderProblem } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { pgErrorOf } from "../../db/pg-error";
import { queryRows } from "../../db/query-rows";
import type { CoreTx } from "../../db/seed/transaction";
import { AppError } from "../../http/app-error";
import { type RaceDirectory, releaseHolds, slotPrice } from "../registration";
import { assertJoinable, type RelayRace } from "./relay-race";
import type { TeamRow } from "./roster";

/*
 * The captain-paid team's order (decision 0026 §7): every member's registration for the race,
 * taken in one statement from the forms the captain stored, all in one payment window. The
 * captain's own is the lead (a draft: the captain still chooses options and confirms); the
 * others await payment with the lead's. Each form keeps its registration (registration_id), so
 * the team's order is those registrations while they live.
 */

/** The window of a registration still holding (or paid), as the order counts it. */
const liveOrderSql = (now: Date) =>
  sql`(r.state = 'paid' or (r.state in ('draft', 'awaitingPayment') and r.expires_at > ${now.toISOString()}::timestamptz))`;

const orderRow = z.object({ id: z.string(), is_lead: z.boolean() });

/**
 * The team's order while its lead (the captain's registration) lives: paid, or holding in its
 * window. Null before it is taken, once it lapsed or the captain cancelled theirs, and always for
 * a team whose members each pay their own share.
 */
export async function liveTeamOrder(
  db: CoreDb,
  team: TeamRow,
  now: Date,
): Promise<TeamOrder | null> {
  if (team.paidBy !== "captain") return null;
  const rows = await queryRows(
    db,
    sql`select r.id::text as id, r.user_id = t.captain_user_id as is_lead
        from relay_member_forms f
          join relay_team_members m on m.id = f.member_id
          join relay_teams t on t.id = m.team_id
          join registrations r on r.id = f.registration_id
        where m.team_id = ${team.id}::uuid and ${liveOrderSql(now)}
        order by is_lead desc, m.relay_position, m.joined_at, m.id`,
    orderRow,
  );
  const lead = rows.find((row) => row.is_lead);
  if (!lead) return null;
  return { leadRegistrationId: lead.id, registrationIds: rows.map((row) => row.id) };
}

/**
 * The roster of a captain-paid team stays as its order was taken while the order lives (a member
 * moved or gone would be paid for on the wrong stage, or not at all): INVALID_STATE.
 */
export async function assertNoLiveOrder(db: CoreDb, team: TeamRow, now: Date): Promise<void> {
  if (await liveTeamOrder(db, team, now)) throw new AppError("INVALID_STATE");
}

const stageRow = z.object({
  position: z.number(),
  min_members: z.number(),
  max_members: z.number(),
  taken: z.number(),
});
const memberRow = z.object({ id: z.string(), user_id: z.string(), has_form: z.boolean() });
const takenRow = z.object({ id: z.string(), user_id: z.string() });

const ONE_LIVE_INDEX = "registrations_one_live_idx";

export interface OrderDeps {
  races: RaceDirectory;
}

/**
 * ApiSaveRelayTeamOrder, under the team's row lock (the caller holds it): a second press answers
 * the order already taken. Otherwise the team must be complete and every member's form stored
 * (TEAM_INCOMPLETE naming the short stages and the members without a form; nothing is taken),
 * then ONE statement takes the race's N slots — only while N are left, the race's row touched
 * once, as an individual take touches it — and inserts the N registrations: all or none.
 */
export async function saveTeamOrder(
  deps: OrderDeps,
  tx: CoreTx,
  team: TeamRow,
  race: RelayRace,
  now: Date,
): Promise<TeamOrder> {
  if (team.paidBy !== "captain") throw new AppError("INVALID_STATE");
  const existing = await liveTeamOrder(tx, team, now);
  if (existing) return existing;
  assertJoinable(race, now);
  const [stages, members] = await Promise.all([
    queryRows(
      tx,
      sql`select position, min_members, max_members, taken from relay_team_stages
          where team_id = ${team.id}::uuid order by position`,
      stageRow,
    ),
    queryRows(
      tx,
      sql`select m.id::text as id, m.user_id::text as user_id, f.member_id is not null as has_form
          from relay_team_members m left join relay_member_forms f on f.member_id = m.id
          where m.team_id = ${team.id}::uuid order by m.relay_position, m.joined_at, m.id`,
      memberRow,
    ),
  ]);
  const problem = teamOrderProblem(
    stages.map((s) => ({
      position: s.position,
      minMembers: s.min_members,
      maxMembers: s.max_members,
      members: s.taken,
    })),
    members.map((m) => ({ memberId: m.id, state: m.has_form ? "formFilled" : "joined" })),
  );
  if (problem) {
    const fields: Record<string, string> = {};
    for (const stage of problem.missingStages)
      fields[`stages.${stage.position}`] = "team.addAllMembers";
    for (const memberId of problem.membersWithoutForm)
      fields[`members.${memberId}`] = "team.formMissing";
    throw new AppError("TEAM_INCOMPLETE", fields);
  }
  const record = await deps.races.byId(race.raceId, tx);
  if (record.race.promoRequired) throw new AppError("INVALID_STATE");
  await releaseLapsed(tx, team, race.raceId, now);
  const taken = await takeTeamSlots(tx, team, {
    raceId: race.raceId,
    now,
    expiresAt: paymentDeadline(now),
    slotPriceKopecks: slotPrice(record, now),
    commissionBasisPoints: record.event.commissionBasisPoints,
    count: members.length,
  });
  const lead = taken.find((row) => row.user_id === team.captainUserId);
  if (!lead) throw new Error("The team's order was taken without the captain's registration");
  return {
    leadRegistrationId: lead.id,
    registrationIds: [lead.id, ...taken.filter((row) => row !== lead).map((row) => row.id)],
  };
}

/**
 * Releases what an earlier order of the team (lapsed, or left by a captain who cancelled theirs)
 * and any lapsed registration of a member on the race still hold, as the sweeper would: their
 * slots go back and the one-live-registration index no longer counts them.
 */
async function releaseLapsed(tx: CoreTx, team: TeamRow, raceId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await releaseHolds(tx, {
    where: sql`id in (
        select f.registration_id from relay_member_forms f join relay_team_members m on m.id = f.member_id
        where m.team_id = ${team.id}::uuid and f.registration_id is not null)
      or (race_id = ${raceId} and expires_at <= ${at}::timestamptz
        and user_id in (select user_id from relay_team_members where team_id = ${team.id}::uuid))`,
    now,
    skipLocked: false,
    limit: 100,
  });
}

interface TeamTake {
  raceId: number;
  now: Date;
  expiresAt: Date;
  slotPriceKopecks: number;
  commissionBasisPoints: number;
  count: number;
}

/**
 * ONE statement: the race's counter moves by the team's size only while that many slots are left
 * and the race takes registrations; every member's registration is inserted from their stored
 * form (the captain's a draft, the others awaiting payment, made by the captain) and linked to
 * the form. No row from the update: nothing inserted (SOLD_OUT); a member holding a live
 * registration meanwhile fails the unique index and with it the whole statement.
 */
async function takeTeamSlots(
  tx: CoreTx,
  team: TeamRow,
  take: TeamTake,
): Promise<z.infer<typeof takenRow>[]> {
  const now = take.now.toISOString();
  try {
    // A savepoint: a refused statement leaves the transaction usable for the error's answer.
    const rows = await tx.transaction((inner) =>
      queryRows(
        inner,
        sql`
        with take as (
          update races set taken = taken + ${take.count}
          where id = ${take.raceId} and taken + ${take.count} <= capacity and online_registration
            and registration_opens_at <= ${now}::timestamptz and registration_closes_at > ${now}::timestamptz
          returning id, event_id
        ), wanted as (
          select m.id as member_id, m.user_id, m.relay_position, f.participant, f.document_type, f.document_number, f.image_id,
            m.user_id = ${team.captainUserId}::uuid as is_lead
          from relay_team_members m join relay_member_forms f on f.member_id = m.id
          where m.team_id = ${team.id}::uuid
        ), ins as (
          insert into registrations (user_id, made_by_user_id, event_id, race_id, state, created_at, expires_at, updated_at,
            submitted_at, relay_position, promo_code_id, slot_price_kopecks, commission_basis_points, participant,
            document_type, document_number, image_id)
          select w.user_id, case when w.is_lead then null else ${team.captainUserId}::uuid end, take.event_id, take.id,
            case when w.is_lead then 'draft' else 'awaitingPayment' end,
            ${now}::timestamptz, ${take.expiresAt.toISOString()}::timestamptz, ${now}::timestamptz,
            case when w.is_lead then null else ${now}::timestamptz end,
            w.relay_position, null, ${take.slotPriceKopecks}, ${take.commissionBasisPoints}, w.participant,
            w.document_type, w.document_number, w.image_id
          from wanted w cross join take
          returning id, user_id
        ), link as (
          update relay_member_forms f set registration_id = ins.id, updated_at = ${now}::timestamptz
          from ins join wanted w on w.user_id = ins.user_id
          where f.member_id = w.member_id
          returning f.member_id
        )
        select ins.id::text as id, ins.user_id::text as user_id from ins, (select count(*) from link) l`,
        takenRow,
      ),
    );
    if (rows.length === 0) throw new AppError("SOLD_OUT");
    if (rows.length !== take.count)
      throw new Error(`The team's order took ${rows.length} of ${take.count} registrations`);
    return rows;
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === "23505" && pg.constraint === ONE_LIVE_INDEX)
      throw new AppError("ALREADY_REGISTERED");
    throw error;
  }
}

const paidTogetherRow = z.object({
  team_id: z.string(),
  registration_id: z.string(),
  is_lead: z.boolean(),
  live: z.boolean(),
});

/**
 * What a payment of `leadId` with `alsoIds` must name when any of them belongs to a captain-paid
 * team's order (ApiSavePay, decision 0026 §7): the team's lead as the lead and exactly the
 * order's other live registrations beside it, so the team is paid whole or not at all and nobody
 * pays a share alone. Anything else: TEAM_INCOMPLETE, before anything is written. One read.
 */
export async function assertTeamOrderPaidWhole(
  db: CoreDb,
  leadId: string,
  alsoIds: readonly string[],
  now: Date,
): Promise<void> {
  const named = [leadId, ...alsoIds];
  const ids = sql.join(
    named.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`select m.team_id::text as team_id, r.id::text as registration_id,
          r.user_id = t.captain_user_id as is_lead, ${liveOrderSql(now)} as live
        from relay_member_forms f
          join relay_team_members m on m.id = f.member_id
          join relay_teams t on t.id = m.team_id
          join registrations r on r.id = f.registration_id
        where m.team_id in (
          select m2.team_id from relay_member_forms f2 join relay_team_members m2 on m2.id = f2.member_id
          where f2.registration_id in (${ids}))`,
    paidTogetherRow,
  );
  if (rows.length === 0) return;
  const refused = new AppError("TEAM_INCOMPLETE", { AlsoRegistrationIds: "team.payWholeTeam" });
  const teams = new Set(rows.map((row) => row.team_id));
  const lead = rows.find((row) => row.registration_id === leadId);
  if (teams.size !== 1 || !lead?.is_lead) throw refused;
  const others = rows
    .filter((row) => row.live && row.registration_id !== leadId)
    .map((row) => row.registration_id);
  const also = new Set(alsoIds);
  if (also.size !== others.length || others.some((id) => !also.has(id))) throw refused;
}
