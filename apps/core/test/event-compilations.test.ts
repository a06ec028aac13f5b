import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  compilationListSchema,
  eventListFiltersSchema,
  listFilterResultSchema,
  type Compilation,
} from "@reg/domain";
import { eventCompilations } from "../src/db/schema";
import { listCompilations } from "../src/modules/events/compilations";
import { DRIVERS, startCore, type RunningCore } from "./support/core";

/** A compilation's tab and filters as the list's query string (numbers and flags as text). */
function listQuery(compilation: Compilation, language: "ru" | "en"): string {
  const params = new URLSearchParams({ language, eventsLoaderType: compilation.tab, limit: "100" });
  for (const [key, value] of Object.entries(compilation.filters)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

describe.each(DRIVERS)("the recommended compilations on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver);
  });
  afterAll(async () => {
    await core?.close();
  });

  const read = async (language: string) => {
    const response = await fetch(`${core.url}/api/events/compilations?language=${language}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("come from core's table in order, titled in the asked language", async () => {
    const ru = compilationListSchema.parse((await read("ru")).body);
    const en = compilationListSchema.parse((await read("en")).body);
    expect(ru.map((c) => c.code)).toEqual(en.map((c) => c.code));
    expect(ru.slice(0, 5).map((c) => c.title)).toEqual([
      "Первый полумарафон",
      "Ночные забеги",
      "Для детей",
      "Трейлы",
      "Заплывы",
    ]);
    expect(en.slice(0, 5).map((c) => c.title)).toEqual([
      "First half marathon",
      "Night races",
      "For children",
      "Trails",
      "Swims",
    ]);
    expect(ru.find((c) => c.code === "for-children")?.filters).toEqual({ ageGroup: "children" });
  });

  it("each leads to a list with the demo's events in it", async () => {
    const compilations = compilationListSchema.parse((await read("ru")).body);
    for (const compilation of compilations) {
      const response = await fetch(
        `${core.url}/api/events/listFilter?${listQuery(compilation, "ru")}`,
      );
      expect(response.status, compilation.code).toBe(200);
      const list = listFilterResultSchema.parse(await response.json());
      expect(list.total, compilation.code).toBeGreaterThan(0);
      if (compilation.filters.sportType) {
        expect(list.events.every((e) => e.sportType === compilation.filters.sportType)).toBe(true);
      }
    }
  });

  it("refuses an unknown language with a validation answer, not a 500", async () => {
    const answer = await read("de");
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("language");
  });

  it("leaves out a row whose filters the domain refuses, and says which", async () => {
    await core.server.db.insert(eventCompilations).values({
      code: "broken",
      position: 99,
      titleRu: "Сломанная",
      titleEn: "Broken",
      tab: "future",
      filters: { distanceMinKm: "far" } as unknown as { distanceMinKm: number },
    });
    const refused: string[] = [];
    const read = await listCompilations(core.server.db, "en", (code) => refused.push(code));
    expect(refused).toEqual(["broken"]);
    expect(read.map((c) => c.code)).not.toContain("broken");
    expect(read.every((c) => eventListFiltersSchema.safeParse(c.filters).success)).toBe(true);
  });
});
