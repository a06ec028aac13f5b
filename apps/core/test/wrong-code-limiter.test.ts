import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { defined } from "@reg/domain";
import { wrongCodeAttempts } from "../src/db/schema";
import { AppError } from "../src/http/app-error";
import { WrongCodeLimiter } from "../src/modules/teams";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { signedInPeople } from "./support/people";
import { errorOf } from "./support/registration";
import { startReplicas, type Replicas } from "./support/replicas";
import { codeOf, createRelayFixture, createTeam, join, rosterOf } from "./support/teams";

const MINUTE = 60_000;
const LIMITS = { perUser: 3, perAddress: 5, windowMs: 15 * MINUTE };
const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * MINUTE);
const wrong = () => Promise.resolve(null);
const right = () => Promise.resolve("found");

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "allowed";
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe.each(DRIVERS)("the wrong-code limiter in the database (%s)", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver, { sweepIntervalMs: 0 });
  });
  afterAll(() => core.close());
  let sequence = 0;
  /** A limiter of its own per test: they share one database. */
  const limiter = () => new WrongCodeLimiter(core.server.db, `test${sequence++}`, LIMITS);

  it("refuses a key once it has its limit of wrong codes in the window, and forgets them as the window slides", async () => {
    const limits = limiter();
    const keys = ["user:a", "ip:198.51.100.1"];
    for (const minute of [0, 5, 10])
      expect(await limits.lookUp(keys, at(minute), wrong)).toBeNull();
    // Even a right code is not looked up now.
    let looked = false;
    const find = () => {
      looked = true;
      return right();
    };
    expect(await refusal(limits.lookUp(keys, at(14), find))).toBe("TOO_MANY_ATTEMPTS");
    expect(looked).toBe(false);
    // The first wrong code (minute 0) has left the window: one more try.
    expect(await limits.lookUp(keys, at(15.01), right)).toBe("found");
    expect(await limits.lookUp(keys, at(15.02), wrong)).toBeNull();
    expect(await refusal(limits.lookUp(keys, at(15.03), right))).toBe("TOO_MANY_ATTEMPTS");
  });

  it("does not count right codes or failed lookups, counts each key on its own, and per limiter", async () => {
    const limits = limiter();
    for (let i = 0; i < 10; i++)
      expect(await limits.lookUp(["user:b", "ip:198.51.100.2"], at(0), right)).toBe("found");
    const broken = () => Promise.reject(new Error("database hiccup"));
    for (let i = 0; i < 10; i++)
      await expect(limits.lookUp(["user:b", "ip:198.51.100.2"], at(0), broken)).rejects.toThrow(
        "database hiccup",
      );
    expect(await limits.lookUp(["user:b", "ip:198.51.100.2"], at(0), right)).toBe("found");
    // Three people from one address: the address's limit (5) stops the sixth wrong code.
    for (const person of ["c", "c", "c", "d", "d"])
      expect(await limits.lookUp([`user:${person}`, "ip:198.51.100.3"], at(1), wrong)).toBeNull();
    expect(await refusal(limits.lookUp(["user:e", "ip:198.51.100.3"], at(1), right))).toBe(
      "TOO_MANY_ATTEMPTS",
    );
    expect(await limits.lookUp(["user:e", "ip:198.51.100.4"], at(1), right)).toBe("found");
    // Another limiter counts nothing of these.
    expect(await limiter().lookUp(["user:c", "ip:198.51.100.3"], at(1), right)).toBe("found");
  });

  it("counts concurrent wrong codes each: 12 at once all count, and the next is refused", async () => {
    const limits = new WrongCodeLimiter(core.server.db, `test${sequence++}`, {
      ...LIMITS,
      perUser: 12,
      perAddress: 100,
    });
    const keys = ["user:f", "ip:198.51.100.5"];
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => refusal(limits.lookUp(keys, at(0), wrong))),
    );
    expect(outcomes).toEqual(Array(12).fill("allowed"));
    expect(await refusal(limits.lookUp(["user:f", "ip:198.51.100.6"], at(0), right))).toBe(
      "TOO_MANY_ATTEMPTS",
    );
  });

  it("deletes attempts past the window as new wrong codes come, so the table keeps one window's worth", async () => {
    const limits = limiter();
    const name = `test${sequence - 1}`;
    const rows = async () =>
      (
        await core.server.db
          .select({ n: count() })
          .from(wrongCodeAttempts)
          .where(eq(wrongCodeAttempts.limiter, name))
      )[0]?.n;
    for (let i = 0; i < 20; i++)
      await limits.lookUp([`user:g${i}`, `ip:198.51.100.${100 + i}`], at(0), wrong);
    expect(await rows()).toBe(40);
    await limits.lookUp(["user:h", "ip:198.51.100.99"], at(16), wrong);
    expect(await rows()).toBe(2);
  });
});

describe("two cores on one PostgreSQL database share the wrong-code count", () => {
  let replicas: Replicas;
  beforeAll(async () => {
    replicas = await startReplicas(2, {
      sweepIntervalMs: 0,
      wrongJoinCodeLimits: { perUser: 4, perAddress: 1000, windowMs: 15 * MINUTE },
    });
  });
  afterAll(() => replicas.close());

  it("wrong join codes through core A use up the limit; core B refuses even the right code", async () => {
    const a = defined(replicas.urls[0]);
    const b = defined(replicas.urls[1]);
    const db = defined(replicas.servers[0]).db;
    const race = await createRelayFixture(db, { stages: 2, max: 3 });
    const [captain, guesser, other] = await signedInPeople(db, 3);
    const team = await createTeam(a, defined(captain), race, "Shared");
    for (let i = 0; i < 4; i++) {
      const answer = await join(a, defined(guesser), `ABCDEFGHJK${"MNPQ"[i] ?? "M"}2`);
      expect(errorOf(answer).code).toBe("TEAM_NOT_FOUND");
    }
    const blocked = await join(b, defined(guesser), defined(team.joinCode));
    expect(codeOf(blocked)).toBe("TOO_MANY_ATTEMPTS");
    expect(codeOf(await join(a, defined(guesser), defined(team.joinCode)))).toBe(
      "TOO_MANY_ATTEMPTS",
    );
    // Another person is not refused on either.
    expect(rosterOf(await join(b, defined(other), defined(team.joinCode))).members).toHaveLength(2);
    process.stdout.write(
      `wrong codes: 4 through core A, then the right code refused on core B (${blocked.status}) and on A\n`,
    );
  });
});
