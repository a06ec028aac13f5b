import { sql } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import { inUuids } from "../../../db/id-list";

/**
 * The start list's entry of a registration that has just been paid (docs/decisions/0018), written
 * in the payment's transaction from the form as it was saved: the name as typed (surname first for
 * the Russian list, given name first for the English one), club, city, birth year, gender and the
 * consent (`showInStartList`, off unless ticked). The list reads an entry only while its
 * registration is paid, so a cancelled or refunded one drops out with no second write. One
 * statement, an upsert: one entry per registration should a payment ever settle twice. Several
 * registrations paid together (the callbacks' group commit) are listed by the same one statement.
 */
export async function listPaidRegistrations(
  db: CoreDb,
  registrationIds: readonly string[],
): Promise<void> {
  if (registrationIds.length === 0) return;
  await db.execute(sql`
    insert into start_list_entries
      (event_id, race_id, registration_id, name_ru, name_en, club, city_ru, city_en, birth_year,
       gender, show_in_start_list)
    select g.event_id, g.race_id, g.id,
           trim(concat_ws(' ', g.participant->>'lastName', g.participant->>'firstName')),
           trim(concat_ws(' ', g.participant->>'firstName', g.participant->>'lastName')),
           nullif(g.participant->>'club', ''),
           nullif(g.participant->>'city', ''),
           nullif(g.participant->>'city', ''),
           case when g.participant->>'birthDate' ~ '^[0-9]{4}-'
                then substring(g.participant->>'birthDate' from 1 for 4)::smallint end,
           case when g.participant->>'gender' in ('male', 'female') then g.participant->>'gender' end,
           coalesce(jsonb_typeof(g.participant->'showInStartList') = 'boolean'
                    and (g.participant->>'showInStartList')::boolean, false)
    from registrations g
    where ${inUuids(sql`g.id`, registrationIds)}
    on conflict (registration_id) do update set
      event_id = excluded.event_id, race_id = excluded.race_id, name_ru = excluded.name_ru,
      name_en = excluded.name_en, club = excluded.club, city_ru = excluded.city_ru,
      city_en = excluded.city_en, birth_year = excluded.birth_year, gender = excluded.gender,
      show_in_start_list = excluded.show_in_start_list`);
}
