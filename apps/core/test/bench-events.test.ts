import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/database";
import { openDatabase } from "../src/db/open-database";
import { seedDatabase } from "../src/db/seed";
import { listEvents } from "../src/modules/events/service";
import { seedBenchEvents } from "../src/testing/index";
import { TEST_NOW } from "./support/clock";

describe("the bench-only seed", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite" });
    await handle.migrate();
    await seedDatabase(handle.db, { now: TEST_NOW });
  });
  afterAll(() => handle?.close());

  it("adds that many listable events beside the demo data, found by search and filters", async () => {
    const before = await listEvents(handle.db, { language: "ru", limit: 1 }, null, TEST_NOW);
    await seedBenchEvents(handle.db, { count: 500, now: TEST_NOW });
    const after = await listEvents(handle.db, { language: "ru", limit: 1 }, null, TEST_NOW);
    expect(after.total - before.total).toBe(500);
    const query = {
      language: "ru" as const,
      eventsLoaderType: "future" as const,
      search: "марафон",
      sportType: "run" as const,
      distanceMinKm: 5,
      limit: 24,
    };
    const found = await listEvents(handle.db, query, null, TEST_NOW);
    expect(found.events.length).toBeGreaterThan(3);
    expect(found.events.every((e) => e.sportType === "run")).toBe(true);
    expect(found.events.some((e) => e.code.startsWith("bench-"))).toBe(true);
  });
});
