import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  careerListSchema,
  careerSchema,
  contactsSchema,
  errorBodySchema,
  eventsRatingSchema,
  SITE_PAGE_SLUGS,
  sitePageSchema,
  tenantSchema,
} from "@reg/domain";
import { events, sitePages, tenantHosts, tenants } from "../src/db/schema";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { http } from "./support/http";

/** This test's own tenant, so its rating and its page are known row by row. */
const TENANT = "pagestest";
const HOST = "pagestest.localhost";

describe.each(DRIVERS)("content pages, contacts, careers and the events rating on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver);
    const { db } = core.server;
    await db.insert(tenants).values({
      id: TENANT,
      organizedId: TENANT,
      name: "Pages Test",
      supportEmail: "desk@pagestest.local",
      primaryColor: "#000000",
      accentColor: "#ffffff",
      logoText: "PT",
    });
    await db.insert(tenantHosts).values({ host: HOST, tenantId: TENANT });
    await db.insert(sitePages).values({
      tenantId: TENANT,
      slug: "about",
      titleRu: "О кубке",
      titleEn: "About the cup",
      descriptionRu: "Кубок",
      descriptionEn: "The cup",
      bodyRu: [{ type: "paragraph", text: "Свой текст" }],
      bodyEn: [{ type: "paragraph", text: "Own text" }],
    });
    const event = (code: string, rating: number | null, approved: boolean, day: number) => ({
      code,
      tenantId: TENANT,
      sportType: "run",
      nameRu: `Забег ${code}`,
      nameEn: `Run ${code}`,
      cityRu: "Тверь",
      cityEn: "Tver",
      startsAt: new Date(Date.UTC(2026, 6, day, 6)),
      endsAt: new Date(Date.UTC(2026, 6, day, 12)),
      rating,
      ratingApproved: approved,
    });
    await db
      .insert(events)
      .values([
        event("pt-low", 3.1, true, 1),
        event("pt-top-unchecked", 4.8, false, 2),
        event("pt-top-checked", 4.8, true, 3),
        event("pt-unrated", null, false, 4),
        { ...event("pt-hidden", 5, true, 5), isPublished: false },
      ]);
  });
  afterAll(() => core.close());

  const get = (path: string, host = "localhost") => http(core.url, path, { headers: { host } });

  it("answers every page of the portal in both languages, each with its own title", async () => {
    for (const language of ["ru", "en"] as const) {
      const titles = new Set<string>();
      for (const slug of SITE_PAGE_SLUGS) {
        const response = await get(`/api/pages/get?slug=${slug}&language=${language}`);
        expect(response.status, slug).toBe(200);
        const page = sitePageSchema.parse(response.json);
        expect(page.slug).toBe(slug);
        expect(page.description.length).toBeGreaterThan(20);
        expect(page.blocks.length).toBeGreaterThan(0);
        titles.add(page.title);
      }
      expect(titles.size).toBe(SITE_PAGE_SLUGS.length);
    }
    const ru = sitePageSchema.parse((await get("/api/pages/get?slug=about&language=ru")).json);
    const en = sitePageSchema.parse((await get("/api/pages/get?slug=about&language=en")).json);
    expect(ru.title).toBe("О проекте");
    expect(en.title).toBe("About us");
  });

  it("shows a tenant its own page where it wrote one, and the portal's otherwise", async () => {
    const own = sitePageSchema.parse(
      (await get("/api/pages/get?slug=about&language=en", HOST)).json,
    );
    expect(own).toEqual({
      slug: "about",
      title: "About the cup",
      description: "The cup",
      blocks: [{ type: "paragraph", text: "Own text" }],
    });
    const shared = sitePageSchema.parse(
      (await get("/api/pages/get?slug=nbd&language=ru", HOST)).json,
    );
    expect(shared.title).toBe("Новое благотворительное движение");
  });

  it("answers 404 for a slug it doesn't hold and 400 naming the field for a malformed one", async () => {
    const missing = await get("/api/pages/get?slug=no-such-page&language=ru");
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(missing.json).code).toBe("NOT_FOUND");
    for (const query of [
      "slug=..%2Fetc&language=ru",
      `slug=${"a".repeat(65)}&language=ru`,
      "slug=about&language=de",
      "slug=about",
    ]) {
      const response = await get(`/api/pages/get?${query}`);
      expect(response.status, query).toBe(400);
      expect(errorBodySchema.parse(response.json).code).toBe("VALIDATION_FAILED");
    }
  });

  it("answers the tenant's own support e-mail with its desk's hours, Mon–Fri in Moscow time", async () => {
    const tenant = tenantSchema.parse((await get("/api/events/tenants/getCurrent")).json);
    const portal = contactsSchema.parse((await get("/api/pages/contacts?language=ru")).json);
    expect(portal.supportEmail).toBe(tenant.supportEmail);
    expect(portal).toMatchObject({
      supportDays: [1, 2, 3, 4, 5],
      supportFrom: "10:00",
      supportTo: "19:00",
      timeZone: "Europe/Moscow",
    });
    expect(portal.supportPhone).toMatch(/^\+7\d{10}$/);
    expect(portal.address).toContain("Москва");
    const portalEn = contactsSchema.parse((await get("/api/pages/contacts?language=en")).json);
    expect(portalEn.address).toContain("Moscow");
    // A tenant without a desk of its own: its e-mail, the SPEC §9 weekdays, no phone.
    const own = contactsSchema.parse((await get("/api/pages/contacts?language=en", HOST)).json);
    expect(own).toEqual({
      supportEmail: "desk@pagestest.local",
      supportPhone: null,
      supportDays: [1, 2, 3, 4, 5],
      supportFrom: "10:00",
      supportTo: "19:00",
      timeZone: "Europe/Moscow",
      address: "",
    });
  });

  it("lists the open positions newest first and opens each; an unknown id is 404", async () => {
    const ru = careerListSchema.parse((await get("/api/pages/careers?language=ru")).json);
    expect(ru.items.length).toBeGreaterThanOrEqual(4);
    expect(ru.items.map((item) => item.title)).toContain("Frontend-разработчик");
    expect(ru.items.map((item) => item.title)).toContain("Менеджер по работе с организаторами");
    const en = careerListSchema.parse((await get("/api/pages/careers?language=en")).json);
    expect(en.items.map((item) => item.id)).toEqual(ru.items.map((item) => item.id));
    expect(en.items[0]?.title).toBe("Frontend developer");

    const first = ru.items[0];
    expect(first).toBeDefined();
    if (!first) return;
    const detail = careerSchema.parse(
      (await get(`/api/pages/career?id=${first.id}&language=ru`)).json,
    );
    expect(detail).toMatchObject({ id: first.id, title: first.title, summary: first.summary });
    expect(detail.blocks.some((block) => block.type === "list")).toBe(true);
    expect(detail.applyEmail).toContain("@");

    for (const id of ["999999", "abc", "-1", "1e3", "0", "01"]) {
      const response = await get(`/api/pages/career?id=${id}&language=ru`);
      expect(response.status, id).toBe(404);
    }
  });

  it("ranks a tenant's published rated events by rating, a verified one first among equals", async () => {
    const rating = eventsRatingSchema.parse(
      (await get("/api/pages/eventsRating?language=en", HOST)).json,
    );
    expect(rating.items.map((item) => [item.code, item.rating, item.ratingApproved])).toEqual([
      ["pt-top-checked", 4.8, true],
      ["pt-top-unchecked", 4.8, false],
      ["pt-low", 3.1, true],
    ]);
    expect(rating.items[0]).toMatchObject({ name: "Run pt-top-checked", city: "Tver" });

    // The portal ranks every tenant's events, best first.
    const portal = eventsRatingSchema.parse(
      (await get("/api/pages/eventsRating?language=ru")).json,
    );
    expect(portal.items.length).toBeGreaterThan(3);
    const values = portal.items.map((item) => item.rating);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(portal.items.some((item) => !item.ratingApproved)).toBe(true);
    expect(portal.items.map((item) => item.code)).not.toContain("pt-hidden");
  });
});
