import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, like } from "drizzle-orm";
import { errorBodySchema } from "@reg/domain";
import { rateLimitWindows } from "../src/db/schema";
import { DatabaseRateLimitStore } from "../src/http/rate-limit-store";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { postJson } from "./support/http";
import { startReplicas, type Replicas } from "./support/replicas";

const LIMIT = 4;
let sequence = 0;
const uniqueEmail = () => `replica${Date.now()}${sequence++}@example.com`;

describe.each(DRIVERS)("the rate-limit store in the database (%s)", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver, { sweepIntervalMs: 0 });
  });
  afterAll(() => core.close());

  function store(route: string) {
    return new DatabaseRateLimitStore(core.server.db).child({
      routeInfo: { method: "POST", url: route },
    });
  }
  const incr = (s: ReturnType<typeof store>, key: string, windowMs: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      s.incr(
        key,
        (error, result) => (error || !result ? reject(error) : resolve(result)),
        windowMs,
      ),
    );

  it("counts hits in a fixed window per route and key, and starts again when the window ends", async () => {
    const login = store("/test/login");
    const first = await incr(login, "a", 800);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(800);
    expect((await incr(login, "a", 800)).current).toBe(2);
    expect((await incr(login, "b", 800)).current).toBe(1);
    expect((await incr(store("/test/other"), "a", 800)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect((await incr(login, "a", 800)).current).toBe(1);
  });

  it("counts concurrent hits each", async () => {
    const login = store("/test/concurrent");
    const results = await Promise.all(Array.from({ length: 20 }, () => incr(login, "c", 60_000)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it("deletes ended windows when a new one starts", async () => {
    const prune = store("/test/prune");
    // Windows long enough that none ends while the ten are made, even on a busy machine.
    for (let i = 0; i < 10; i++) await incr(prune, `k${i}`, 3_000);
    const rows = async () =>
      (
        await core.server.db
          .select({ n: count() })
          .from(rateLimitWindows)
          .where(like(rateLimitWindows.key, "POST/test/prune|%"))
      )[0]?.n;
    expect(await rows()).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    await incr(prune, "fresh", 60_000);
    expect(await rows()).toBe(1);
  });
});

// Two cores started as child processes (tsx compiles each): on a busy CI machine past the default 30 s.
describe("two cores on one PostgreSQL database share the login limit", { timeout: 120_000 }, () => {
  let replicas: Replicas;
  beforeAll(async () => {
    replicas = await startReplicas(2, {
      sweepIntervalMs: 0,
      loginRateLimit: { max: LIMIT, windowMs: 60_000 },
    });
  });
  afterAll(() => replicas.close());
  const url = (i: number) => replicas.urls[i % 2] ?? "";

  async function account(): Promise<string> {
    const email = uniqueEmail();
    const signUp = await postJson(url(0), "/api/account/signUp", {
      email,
      password: "long-enough-1",
      firstName: "Мария",
      lastName: "Петрова",
      language: "ru",
    });
    expect(signUp.status).toBe(200);
    return email;
  }

  it("wrong passwords alternating between core A and core B use up one budget", async () => {
    const email = await account();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++)
      statuses.push(
        (await postJson(url(i), "/api/account/login", { email, password: "wrong-password" }))
          .status,
      );
    expect(statuses).toEqual([401, 401, 401, 401]);
    for (const i of [0, 1]) {
      const blocked = await postJson(url(i), "/api/account/login", {
        email,
        password: "long-enough-1",
      });
      expect(blocked.status).toBe(429);
      expect(errorBodySchema.parse(blocked.json)).toEqual({ code: "TOO_MANY_ATTEMPTS" });
    }
    // Another e-mail from the same address still has its own budget.
    const other = await account();
    expect(
      (await postJson(url(1), "/api/account/login", { email: other, password: "long-enough-1" }))
        .status,
    ).toBe(200);
    process.stdout.write(
      `login limit: ${LIMIT} wrong passwords across A and B, then 429 on both\n`,
    );
  });

  it("of 12 concurrent wrong logins spread over both cores, exactly the budget is tried", async () => {
    const email = await account();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postJson(url(i), "/api/account/login", { email, password: "wrong-password" }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LIMIT);
  });
});
