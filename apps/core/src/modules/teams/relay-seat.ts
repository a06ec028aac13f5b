import { sql } from "drizzle-orm";
import { z } from "zod";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { AppError } from "../../http/app-error";

const seatRow = z.object({
  takes_teams: z.boolean(),
  relay_position: z.number().nullable(),
  paid_by: z.string().nullable(),
});

/**
 * What ApiSaveRegistration asks of the teams module (through its front door) for a relay race:
 * a race that takes teams online registers only its teams' members, each on their own stage — the
 * person must be in a team of the race (TEAM_NOT_FOUND under relayPosition otherwise) and name the
 * stage the team seats them on. A relay race that takes no teams online (no settings row) registers
 * as before. In a team its captain pays for, nobody registers by themself (INVALID_STATE): the
 * captain's team order holds every member's registration. One read: the race's settings and the
 * person's seat together.
 */
export async function assertRelaySeat(
  db: CoreDb,
  raceId: number,
  userId: string,
  relayPosition: number | null,
): Promise<void> {
  const rows = await queryRows(
    db,
    sql`select exists (select 1 from relay_race_settings s where s.race_id = ${raceId}) as takes_teams,
          (select m.relay_position from relay_team_members m
            where m.race_id = ${raceId} and m.user_id = ${userId}::uuid) as relay_position,
          (select t.paid_by from relay_team_members m join relay_teams t on t.id = m.team_id
            where m.race_id = ${raceId} and m.user_id = ${userId}::uuid) as paid_by`,
    seatRow,
  );
  const seat = rows[0];
  if (!seat?.takes_teams) return;
  if (seat.relay_position === null)
    throw new AppError("TEAM_NOT_FOUND", { relayPosition: "team.notFound" });
  // The captain registers and pays for such a team in one order: nobody in it pays twice.
  if (seat.paid_by === "captain")
    throw new AppError("INVALID_STATE", { relayPosition: "team.captainPays" });
  if (relayPosition !== seat.relay_position)
    throw new AppError("VALIDATION_FAILED", { relayPosition: "field.invalid" });
}
