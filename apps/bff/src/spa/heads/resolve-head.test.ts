import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  type ClubPage,
  type EventPage,
  type EventResults,
  type SeriesPage,
  type SitePage,
} from "@reg/domain";
import { resolveHead, type HeadReads } from "./resolve-head";

/** Reads that know every code: which addresses are pages is the resolver's to say, not the data's. */
const everything: HeadReads = {
  siteName: () => Promise.resolve("Site"),
  eventPage: (code) =>
    Promise.resolve({
      code,
      name: "Event",
      description: "About the event",
      startsAt: "2027-05-01T06:00:00.000Z",
      endsAt: "2027-05-01T12:00:00.000Z",
      city: "Москва",
      location: "",
      coordinates: null,
      imageUrl: null,
      isOnline: false,
      liveStreamUrl: null,
      races: [],
      beneficiary: null,
    } as unknown as EventPage),
  seriesPage: (code) =>
    Promise.resolve({
      code,
      name: "Series",
      description: "",
      imageUrl: null,
    } as unknown as SeriesPage),
  eventResults: (code) =>
    Promise.resolve({
      event: { code, name: "Event" },
      races: [{ code: "10k", name: "10 km" }],
    } as unknown as EventResults),
  clubPage: (code) =>
    Promise.resolve({ club: { code, name: "Club", city: null } } as unknown as ClubPage),
  sitePage: (slug) =>
    Promise.resolve({ slug, title: slug, description: `The ${slug} page` } as SitePage),
  career: (id) => Promise.resolve({ id: Number(id), title: "Job", summary: "A job" } as never),
};

/** The portal's routes as its router plugin wrote them (apps/web/src/routeTree.gen.ts). */
async function portalRoutes(): Promise<string[]> {
  const tree = await readFile(
    new URL("../../../../web/src/routeTree.gen.ts", import.meta.url),
    "utf8",
  );
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? "";
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? "");
}

const SAMPLE: Readonly<Record<string, string>> = {
  $type: "future",
  $id: "3",
  $raceCode: "10k",
};

describe("resolveHead", () => {
  it("gives every route of the portal a page head, and only the catch-all and /404 a 404", async () => {
    const routes = await portalRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const path = route
        .split("/")
        .map((segment) =>
          segment.startsWith("$") && segment !== "$" ? (SAMPLE[segment] ?? "code-1") : segment,
        )
        .join("/");
      const head = await resolveHead(
        path === "/$" ? "/no/such/page" : path,
        "ru",
        "http://x",
        everything,
      );
      const expected = route === "/$" || route === "/404" ? 404 : 200;
      expect(head.status, route).toBe(expected);
    }
  });

  it("is a 404 for a tab, child or extra segment no route has", async () => {
    for (const path of [
      "/events/tomorrow",
      "/event/code-1/members",
      "/event/code-1/startlist/x",
      "/series/code-1/standings",
      "/series/code-1/events/never",
      "/Home/About/investors",
      "/results/code-1/no-such-race",
      "/Contacts/more",
      "/account/admin",
      "/a/b/register/paid",
    ])
      expect((await resolveHead(path, "en", "http://x", everything)).status, path).toBe(404);
  });

  it("reads /Home/About and the legacy capitals in any case", async () => {
    const head = await resolveHead("/home/about/ORGANIZERS", "en", "http://x", everything);
    expect(head).toMatchObject({ status: 200, title: "about-organizers — Site" });
  });
});
