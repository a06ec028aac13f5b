import { randomBytes } from "node:crypto";
import type { CoreDb } from "../../src/index";
import { sessions, users } from "../../src/db/schema";
import { hashSessionToken, newSessionToken } from "../../src/modules/account/session-token";
import { TEST_NOW } from "./clock";
import { defined } from "@reg/domain";

/** Rows per INSERT: PostgreSQL takes at most 65 535 parameters in one statement. */
const BATCH = 1_000;

/**
 * `count` signed-in people, made straight in the database: signing up through the API hashes a
 * password each time, which would make a 200-person rush test slow for nothing it tests.
 */
export async function signedInPeople(db: CoreDb, count: number): Promise<string[]> {
  const batch = randomBytes(4).toString("hex");
  const expiresAt = new Date(TEST_NOW.getTime() + 30 * 24 * 60 * 60 * 1000);
  const cookies: string[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `rush-${batch}-${start + i}@example.com`,
          firstName: "Бегун",
          lastName: "Тестовый",
          // Never a valid scrypt record: these people cannot log in, only use their session.
          passwordHash: "none",
        })),
      )
      .returning({ id: users.id });
    const tokens = rows.map(() => newSessionToken());
    await db.insert(sessions).values(
      rows.map((row, i) => ({
        tokenHash: hashSessionToken(defined(tokens[i])),
        userId: row.id,
        createdAt: TEST_NOW,
        expiresAt,
      })),
    );
    cookies.push(...tokens.map((token) => `reg_sid=${token}`));
  }
  return cookies;
}
