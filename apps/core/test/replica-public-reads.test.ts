import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { eq } from "drizzle-orm";
import { eventPageSchema, simpleCardInfoSchema } from "@reg/domain";
import { createCoreServer, type CoreServer } from "../src/index";
import { events } from "../src/db/schema";
import { TEST_NOW } from "./support/clock";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import { http } from "./support/http";
import { seriesValue, scrape } from "@reg/observability/testing";
import { signedInPeople } from "./support/people";
import { cartOf, get, register } from "./support/registration";
import {
  startStreamingReplica,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from "./support/throwaway-postgres";

/** Polls `read` until `done` holds of its answer (at most `ms`); resolves to the answer and the time it took. */
async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 15_000,
): Promise<{ value: T; tookMs: number }> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    const tookMs = Math.round(performance.now() - started);
    if (done(value) || tookMs > ms) return { value, tookMs };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Decision 0040: core with DATABASE_URL on a primary and DATABASE_REPLICA_URL on a real streaming
 * standby (pg_basebackup -R, hot standby). With the standby's replay paused, a rename on the primary
 * does not reach the public event page, while the registration path, a person's own data and writes
 * are on the primary; resumed, the page catches up. The standby stopped, the public reads go to the
 * primary and /ready stays 200.
 */
describe("the public reads on a streaming replica", () => {
  let primary: ThrowawayPostgres;
  let replica: ThrowawayPostgres | undefined;
  let core: CoreServer;
  let url: string;
  let standby: pg.Client;
  let race: RaceFixture;

  beforeAll(async () => {
    primary = await startThrowawayPostgres({ replication: true });
    replica = await startStreamingReplica(primary);
    core = await createCoreServer({
      database: { kind: "postgres", url: primary.url, replicaUrl: replica.url, poolSize: 4 },
      now: () => TEST_NOW,
      sweepIntervalMs: 0,
      // No reuse of answers in core: what a read answers is what the database it went to holds.
      readCacheTtlMs: 0,
      replicaCheckIntervalMs: 200,
      metrics: { port: 0 },
    });
    url = await core.start();
    standby = new pg.Client({ connectionString: replica.url });
    await standby.connect();
  }, 60_000);
  afterAll(async () => {
    await standby?.end().catch(() => undefined);
    await core?.stop();
    await replica?.stop();
    await primary?.stop();
  });

  const pageName = async (): Promise<string | number> => {
    const answer = await http(url, `/api/events/page?code=${race.eventCode}&language=en`);
    return answer.status === 200 ? eventPageSchema.parse(answer.json).name : answer.status;
  };
  const cardName = async (): Promise<string> => {
    const answer = await get(
      url,
      `/Register/ApiSimpleCardInfo?eventCode=${race.eventCode}&raceCode=${race.raceCode}&language=en`,
    );
    return simpleCardInfoSchema.parse(answer.json).eventName;
  };
  const rename = (nameEn: string) =>
    core.db.update(events).set({ nameEn }).where(eq(events.id, race.eventId));

  it("serves the public reads from the standby, a person's own from the primary, and falls back when it goes", async () => {
    race = await createRaceFixture(core.db);
    const arrived = await until(pageName, (name) => name === "Test Run");
    expect(arrived.value).toBe("Test Run");

    await standby.query("select pg_wal_replay_pause()");
    await until(
      async () =>
        (await standby.query<{ state: string }>("select pg_get_wal_replay_pause_state() as state"))
          .rows[0]?.state,
      (state) => state === "paused",
    );
    await rename("Renamed Run");
    // Replay paused: the catalogue still has the old name; the registration path (primary) the new.
    const whilePaused = { page: await pageName(), card: await cardName() };
    const [cookie] = await signedInPeople(core.db, 1);
    if (!cookie) throw new Error("no person");
    const saved = await register(url, cookie, race);
    const ownCart = await cartOf(url, cookie, saved.registrationId);
    const ready = await http(url, "/ready");
    const lag = seriesValue(await scrape(core.metricsUrl), "core_db_replica_lag_seconds");
    const pausedPageAgain = await pageName();

    await standby.query("select pg_wal_replay_resume()");
    const caughtUp = await until(pageName, (name) => name === "Renamed Run");

    // The standby gone: the probe sends the public reads to the primary, which has every write.
    await standby.end();
    await replica?.stop();
    replica = undefined;
    await rename("Renamed Twice");
    const answers: Record<string, number> = {};
    const fellBack = await until(
      async () => {
        const name = await pageName();
        answers[String(name)] = (answers[String(name)] ?? 0) + 1;
        return name;
      },
      (name) => name === "Renamed Twice",
    );
    const readyWithout = await http(url, "/ready");

    console.log(
      `standby streaming from the primary: a new event on the public page after ${arrived.tookMs} ms; replay paused and the event renamed on the primary: public page "${whilePaused.page}" (again "${pausedPageAgain}" after a registration), registration card "${whilePaused.card}", a person's registration saved and read back (cart of ${ownCart.items.length}); /ready ${ready.status} ${JSON.stringify(ready.json)}, core_db_replica_lag_seconds ${lag}; replay resumed: the new name on the public page after ${caughtUp.tookMs} ms; standby stopped and the event renamed again: answers ${JSON.stringify(answers)} until the primary served it after ${fellBack.tookMs} ms; /ready ${readyWithout.status} ${JSON.stringify(readyWithout.json)}`,
    );
    expect(whilePaused).toEqual({ page: "Test Run", card: "Renamed Run" });
    expect(pausedPageAgain).toBe("Test Run");
    expect(ownCart.items.length).toBeGreaterThan(0);
    expect(ready.status).toBe(200);
    expect(ready.json).toMatchObject({ ok: true, replica: { ok: true } });
    expect(lag).toBeGreaterThan(0);
    expect(caughtUp.value).toBe("Renamed Run");
    expect(fellBack.value).toBe("Renamed Twice");
    // While the probe had not noticed yet: the old name from the standby's pool, or 503 BUSY, nothing else.
    expect(
      Object.keys(answers).filter((k) => !["Renamed Run", "503", "Renamed Twice"].includes(k)),
    ).toEqual([]);
    expect([readyWithout.status, readyWithout.json]).toEqual([
      200,
      { ok: true, replica: { ok: false, reason: "replica unreachable" } },
    ]);
  }, 60_000);
});
