import { and, eq, sql } from "drizzle-orm";
import { maskedName, type FindFriendQuery, type FoundFriend } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { familyMembers, LIVE_STATES, users } from "../../db/schema";
import { queryRows } from "../../db/query-rows";
import { z } from "zod";
import type { UserRow } from "../account";

/**
 * GET /Register/ApiFindFriend: whether an account has the e-mail, and only what confirms it is
 * the right person (the masked name) and what the wizard needs (the caller's own e-mail, already in
 * the family group, already registered for the race asked about). Never the e-mail, birth date,
 * phone or other registrations of someone else (decision 0030). The route is rate-limited.
 */
export async function findFriend(
  db: CoreDb,
  caller: UserRow,
  query: FindFriendQuery,
): Promise<FoundFriend> {
  const email = query.email.trim().toLowerCase();
  const [person] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!person) return { found: false };
  const [link] = await db
    .select({ id: familyMembers.memberUserId })
    .from(familyMembers)
    .where(and(eq(familyMembers.ownerUserId, caller.id), eq(familyMembers.memberUserId, person.id)))
    .limit(1);
  return {
    found: true,
    maskedName: maskedName(person.firstName, person.lastName),
    isSelf: person.id === caller.id,
    inFamily: link !== undefined,
    alreadyRegistered:
      query.eventCode !== undefined && query.raceCode !== undefined
        ? await holdsLiveRegistration(db, person.id, query.eventCode, query.raceCode)
        : false,
  };
}

/** Whether the person holds a live registration (draft, awaiting payment, paid) for the race. */
async function holdsLiveRegistration(
  db: CoreDb,
  userId: string,
  eventCode: string,
  raceCode: string,
): Promise<boolean> {
  const states = sql.join(
    LIVE_STATES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`select 1 as live from registrations g
          join races r on r.id = g.race_id join events e on e.id = g.event_id
         where g.user_id = ${userId}::uuid and e.code = ${eventCode} and r.code = ${raceCode}
           and g.state in (${states})
         limit 1`,
    z.object({ live: z.number() }),
  );
  return rows.length > 0;
}
