import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { createCoreServer, type CoreServer } from "../src/index";
import { HOLDING_STATES, races, registrations, sessions, users } from "../src/db/schema";
import { hashSessionToken, newSessionToken } from "../src/modules/account/session-token";
import { TEST_NOW } from "./support/clock";
import { createRaceFixture } from "./support/fixtures";
import { http } from "./support/http";
import { post, validParticipant } from "./support/registration";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./support/throwaway-postgres";

const PEOPLE = 160;
const CAPACITY = 40;
const IN_FLIGHT = 16;

/**
 * Issue 9 item 6: the PostgreSQL server restarted (every backend killed at once, crash recovery)
 * while people press "register" for a race. Every answer is a success or an error — never a slot
 * sold twice, never a success the database does not hold — and core serves again by itself.
 */
describe("PostgreSQL restarted during a rush", () => {
  let pg: ThrowawayPostgres;
  let core: CoreServer;
  let url: string;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    core = await createCoreServer({
      database: { kind: "postgres", url: pg.url, poolSize: 4 },
      now: () => TEST_NOW,
      sweepIntervalMs: 0,
    });
    url = await core.start();
  }, 120_000);
  afterAll(async () => {
    await core?.stop();
    await pg?.stop();
  });

  it("loses nothing and sells nothing twice; core recovers without a restart", async () => {
    const db = core.db;
    const race = await createRaceFixture(db, { capacity: CAPACITY });
    const cookies = await sessionCookies(PEOPLE);
    // Everyone presses until they are in or the race is sold out, pressing again after any error
    // (as people do), so the rush runs on through the restart and the recovery.
    const answers: { status: number; registrationId?: string; code?: string }[] = [];
    let successes = 0;
    let restarted: Promise<void> | undefined;
    const press = async (cookie: string) => {
      try {
        const response = await post(
          url,
          "/Register/ApiSaveRegistration",
          { eventCode: race.eventCode, raceCode: race.raceCode, ...validParticipant() },
          cookie,
        );
        const body = response.json as { registrationId?: string; code?: string } | undefined;
        return {
          status: response.status,
          registrationId: response.status === 200 ? body?.registrationId : undefined,
          code: body?.code,
        };
      } catch {
        return { status: 0, code: "connection" };
      }
    };
    const person = async (cookie: string) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const answer = await press(cookie);
        answers.push(answer);
        if (answer.registrationId && ++successes === Math.floor(CAPACITY / 5))
          restarted = pg.restart();
        if (answer.status === 200 || answer.code === "SOLD_OUT") return;
        if (answer.code === "ALREADY_REGISTERED") return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < cookies.length) await person(cookies[next++] ?? "");
      }),
    );
    await restarted;
    // Core serves again without a restart of its own.
    const ready = (await http(url, "/ready")).status;

    const succeeded = answers.flatMap((a) => (a.registrationId ? [a.registrationId] : []));
    const held = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(eq(registrations.raceId, race.raceId), inArray(registrations.state, HOLDING_STATES)),
      );
    const [counter] = await db
      .select({ taken: races.taken })
      .from(races)
      .where(eq(races.id, race.raceId));
    const [holding] = await db
      .select({ n: count() })
      .from(registrations)
      .where(
        and(eq(registrations.raceId, race.raceId), inArray(registrations.state, HOLDING_STATES)),
      );
    const heldIds = new Set(held.map((row) => row.id));
    const lost = succeeded.filter((id) => !heldIds.has(id));
    const codes = answers.reduce<Record<string, number>>((all, a) => {
      const key = `${a.status} ${a.code ?? ""}`.trim();
      return { ...all, [key]: (all[key] ?? 0) + 1 };
    }, {});
    const alreadyIn = answers.filter((a) => a.code === "ALREADY_REGISTERED").length;
    console.log(
      `${PEOPLE} people for ${CAPACITY} places, ${IN_FLIGHT} at once, pressing again after an error; PostgreSQL restarted (immediate) after ${Math.floor(CAPACITY / 5)} successes: answers ${JSON.stringify(codes)}; successes ${succeeded.length}, held ${holding?.n ?? 0}, counter ${counter?.taken ?? 0}, lost ${lost.length}, oversold ${Math.max(0, (holding?.n ?? 0) - CAPACITY)}; /ready after ${ready}`,
    );
    // What people were told while the server was away: "busy, try again", never an internal error.
    expect(
      Object.keys(codes).filter(
        (key) => !["200", "503 BUSY", "409 SOLD_OUT", "409 ALREADY_REGISTERED"].includes(key),
      ),
    ).toEqual([]);
    expect(lost).toEqual([]);
    expect(holding?.n).toBe(counter?.taken);
    expect(holding?.n ?? 0).toBeLessThanOrEqual(CAPACITY);
    // Every success is one held registration; a held one without a success answer (its commit's
    // answer lost with the connection) was told ALREADY_REGISTERED when its person pressed again.
    expect(new Set(succeeded).size).toBe(succeeded.length);
    expect(succeeded.length + alreadyIn).toBe(holding?.n);
    // The race sells out after the recovery: core works again without a restart of its own.
    expect(holding?.n).toBe(CAPACITY);
    expect(ready).toBe(200);
  }, 120_000);

  /** `n` people with a live session each, made in SQL (a sign-up's password hash costs ~140 ms). */
  async function sessionCookies(n: number): Promise<string[]> {
    const batch = randomBytes(4).toString("hex");
    const rows = await core.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          email: `rush-${batch}-${i}@example.com`,
          firstName: "Бегун",
          lastName: "Тестовый",
          passwordHash: "none",
        })),
      )
      .returning({ id: users.id });
    const tokens = rows.map(() => newSessionToken());
    await core.db.insert(sessions).values(
      rows.map((row, i) => ({
        tokenHash: hashSessionToken(tokens[i] ?? ""),
        userId: row.id,
        createdAt: TEST_NOW,
        expiresAt: new Date(TEST_NOW.getTime() + 86_400_000),
      })),
    );
    return tokens.map((token) => `reg_sid=${token}`);
  }
});
