import { eq } from "drizzle-orm";
import { isLocale, maskedName } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { users } from "../../db/schema";
import type { OutboxMail } from "../../outbox/outbox-mail";
import { participantRegisteredMail } from "../../outbox/participant-registered-mail";
import {
  eventName,
  findRaceById,
  raceName,
  savedValues,
  type RegistrationRecord,
} from "../registration";

/**
 * The participant's mail when a registration someone else made of them is paid (decision 0030):
 * who did it (masked), which race, where to see it. Null for a person's own registration. Read in
 * the paying transaction, so the mail and the payment commit together.
 */
export async function participantNoticeMail(
  db: CoreDb,
  paid: RegistrationRecord,
): Promise<OutboxMail | null> {
  if (paid.madeByUserId === null) return null;
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, paid.userId))
    .union(
      db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, paid.madeByUserId)),
    );
  const participant = people.find((p) => p.id === paid.userId);
  const maker = people.find((p) => p.id === paid.madeByUserId);
  if (!participant || !maker) return null;
  const language = isLocale(participant.language) ? participant.language : "ru";
  const record = await findRaceById(db, null, paid.raceId);
  const form = savedValues(paid);
  return participantRegisteredMail({
    registrationId: paid.id,
    language,
    recipient: participant.email,
    personName: form.firstName ?? participant.firstName,
    makerName: maskedName(maker.firstName, maker.lastName),
    eventName: eventName(record.event, language),
    raceName: raceName(record.race, language),
  });
}
