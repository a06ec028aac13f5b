import { randomBytes } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { HOLDING_STATES, races, registrations, sessions, users } from "../../src/db/schema";
import type { CoreDb } from "../../src/index";
import type { SessionAttempt } from "../../src/modules/registration/slot-take/take-slots-together";
import { TEST_NOW } from "./clock";
import type { RaceFixture } from "./fixtures";
import { validParticipant } from "./registration";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A person as the slot take sees them: their id and their session's stored hash. */
export interface Someone {
  userId: string;
  /** Their session's stored hash (what the take is given). */
  session: string;
}

/** `n` people, each with a session valid for a day from TEST_NOW. */
export async function newPeople(db: CoreDb, n: number): Promise<Someone[]> {
  const batch = randomBytes(4).toString("hex");
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `taker-${batch}-${i}@example.com`,
        firstName: "Бегун",
        lastName: "Тестовый",
        passwordHash: "none",
      })),
    )
    .returning({ id: users.id });
  const people = rows.map((row) => ({ userId: row.id, session: randomBytes(32).toString("hex") }));
  await db.insert(sessions).values(
    people.map((p) => ({
      tokenHash: p.session,
      userId: p.userId,
      createdAt: TEST_NOW,
      expiresAt: new Date(TEST_NOW.getTime() + DAY),
    })),
  );
  return people;
}

/** Someone's press for a slot of the race at `now`: a valid participant, the 20-minute hold. */
export function attemptOf(race: RaceFixture, someone: Someone, now = TEST_NOW): SessionAttempt {
  return {
    sessionTokenHash: someone.session,
    raceId: race.raceId,
    now,
    expiresAt: new Date(now.getTime() + 20 * MINUTE),
    relayPosition: null,
    slotPriceKopecks: 100_000,
    commissionBasisPoints: 500,
    participant: validParticipant(),
    documentType: null,
    documentNumber: null,
    imageId: null,
  };
}

/** The race's taken counter. */
export async function takenOf(db: CoreDb, race: RaceFixture): Promise<number | undefined> {
  return (await db.select({ n: races.taken }).from(races).where(eq(races.id, race.raceId)))[0]?.n;
}

/** The race's registrations that hold a slot (the counter must agree with them). */
export async function holdingOf(db: CoreDb, race: RaceFixture): Promise<number | undefined> {
  return (
    await db
      .select({ n: count() })
      .from(registrations)
      .where(
        and(
          eq(registrations.raceId, race.raceId),
          inArray(registrations.state, [...HOLDING_STATES]),
        ),
      )
  )[0]?.n;
}
