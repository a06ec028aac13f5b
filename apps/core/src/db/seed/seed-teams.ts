import { inArray, sql } from "drizzle-orm";
import { teamNameKey } from "@reg/domain";
import { hashPassword } from "../../modules/account";
import { users } from "../schema";
import type { CoreTx } from "./transaction";

/** Demo team members; their passwords are public on purpose, like the other demo accounts. */
const TEAM_PEOPLE = [
  { email: "captain@reg.local", firstName: "Мария", lastName: "Эстафетова" },
  { email: "runner1@reg.local", firstName: "Пётр", lastName: "Быстров" },
  { email: "runner2@reg.local", firstName: "Елена", lastName: "Ветрова" },
  { email: "runner3@reg.local", firstName: "Артём", lastName: "Ланской" },
  { email: "swimmer1@reg.local", firstName: "Olga", lastName: "Morozova" },
  { email: "swimmer2@reg.local", firstName: "Denis", lastName: "Volkov" },
] as const;
export const TEAM_PEOPLE_PASSWORD = "relay12345";

type Email = (typeof TEAM_PEOPLE)[number]["email"];

interface DemoTeam {
  eventCode: string;
  raceCode: string;
  name: string;
  /** Known on purpose, so the demo can be joined by hand (a real team's code is random). */
  joinCode: string;
  captain: Email;
  members: { email: Email; stage: number }[];
}

/**
 * Two believable teams: a Moscow ekiden team still forming (four of six stages taken) and a
 * complete team swim team on the Volga.
 */
const DEMO_TEAMS: DemoTeam[] = [
  {
    eventCode: "luzhniki-ekiden",
    raceCode: "ekiden",
    name: "Лоси с Лужников",
    joinCode: "MSKRUN234567",
    captain: "captain@reg.local",
    members: [
      { email: "captain@reg.local", stage: 1 },
      { email: "runner1@reg.local", stage: 2 },
      { email: "runner2@reg.local", stage: 3 },
      { email: "runner3@reg.local", stage: 4 },
    ],
  },
  {
    eventCode: "volga-team-swim",
    raceCode: "team4",
    name: "Volga Otters",
    joinCode: "VXGSWM234567",
    captain: "swimmer1@reg.local",
    members: [
      { email: "swimmer1@reg.local", stage: 1 },
      { email: "swimmer2@reg.local", stage: 2 },
      { email: "captain@reg.local", stage: 3 },
      { email: "runner1@reg.local", stage: 4 },
    ],
  },
];

/**
 * Every relay race takes teams online: as many teams as its places allow whole, one member per
 * stage (a team swim's stage takes one or two swimmers). The ekiden locks its rosters three days
 * before its registration closes. Idempotent: settings and stages are inserted once, the lock is
 * re-derived with the dates, the demo teams are added once and their counters recounted.
 */
export async function seedRelayTeams(tx: CoreTx): Promise<void> {
  await tx.execute(sql`
    insert into relay_race_settings (race_id, max_teams)
    select r.id, greatest(1, r.capacity / r.relay_stage_count) from races r where r.is_relay
    on conflict do nothing`);
  await tx.execute(sql`
    insert into relay_stages (race_id, position, min_members, max_members)
    select r.id, g.position, 1, case when e.sport_type = 'swimming-team' then 2 else 1 end
    from races r join events e on e.id = r.event_id
      cross join lateral generate_series(1, r.relay_stage_count) as g(position)
    where r.is_relay
    on conflict do nothing`);
  await tx.execute(sql`
    update relay_race_settings s set roster_locks_at = r.registration_closes_at - interval '3 days'
    from races r join events e on e.id = r.event_id
    where r.id = s.race_id and e.code = 'luzhniki-ekiden' and r.code = 'ekiden'`);
  await seedTeamPeople(tx);
  for (const team of DEMO_TEAMS) await seedTeam(tx, team);
}

async function seedTeamPeople(tx: CoreTx): Promise<void> {
  const emails = TEAM_PEOPLE.map((p) => p.email);
  const existing = await tx
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const known = new Set(existing.map((u) => u.email));
  const missing = TEAM_PEOPLE.filter((p) => !known.has(p.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(TEAM_PEOPLE_PASSWORD);
  await tx
    .insert(users)
    .values(missing.map((p) => ({ ...p, passwordHash, roles: [], language: "ru" })))
    .onConflictDoNothing({ target: users.email });
}

async function seedTeam(tx: CoreTx, team: DemoTeam): Promise<void> {
  const race = sql`(select r.id from races r join events e on e.id = r.event_id
    where e.code = ${team.eventCode} and r.code = ${team.raceCode})`;
  const userId = (email: string) => sql`(select id from users where email = ${email})`;
  await tx.execute(sql`
    insert into relay_teams (race_id, event_id, name, name_key, captain_user_id, join_code, created_at, updated_at)
    select r.id, r.event_id, ${team.name}, ${teamNameKey(team.name)}, ${userId(team.captain)}, ${team.joinCode}, now(), now()
    from races r where r.id = ${race}
    on conflict do nothing`);
  const teamId = sql`(select id from relay_teams where race_id = ${race} and name_key = ${teamNameKey(team.name)})`;
  await tx.execute(sql`
    insert into relay_team_stages (team_id, position, min_members, max_members)
    select ${teamId}, st.position, st.min_members, st.max_members from relay_stages st where st.race_id = ${race}
    on conflict do nothing`);
  for (const member of team.members)
    await tx.execute(sql`
      insert into relay_team_members (team_id, race_id, user_id, relay_position, joined_at)
      select ${teamId}, ${race}, ${userId(member.email)}, ${member.stage}, now()
      on conflict do nothing`);
  await tx.execute(sql`
    update relay_team_stages ts set taken = (select count(*) from relay_team_members m
      where m.team_id = ts.team_id and m.relay_position = ts.position)
    where ts.team_id = ${teamId}`);
  await tx.execute(sql`
    update relay_race_settings s set teams_taken = (select count(*) from relay_teams t where t.race_id = s.race_id)
    where s.race_id = ${race}`);
}
