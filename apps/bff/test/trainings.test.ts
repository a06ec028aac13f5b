import { describe, expect, it } from "vitest";
import { defined, TRAININGS_SHOWN, type Trainings } from "@reg/domain";
import { openBrowser, type Browser } from "./support/clients";
import { expectAppError } from "./support/expect-app-error";
import { useStack, type DatabaseKind } from "./support/stack";
import { coreRows } from "./registration/support/core-state";
import { anonymousBrowser, signedInBrowser } from "./registration/support/people";

const DAY_MS = 24 * 60 * 60 * 1000;
const EMPTY: Trainings = { tracker: null, trainings: [] };

/** The same person's cookies in a browser that never sends the CSRF header: a forged form's post. */
function forgedFrom(browser: Browser, bffUrl: string): Browser {
  const forged = openBrowser(bffUrl, { sendCsrfHeader: false });
  for (const name of ["reg_sid", "reg_csrf"]) {
    const value = browser.jar.get(name);
    if (value) forged.jar.set(name, value);
  }
  return forged;
}

/** The trainings procedures through the BFF (SPEC §2; decision 0050), on both databases. */
describe.each<DatabaseKind>(["pglite", "postgres"])("trainings through the BFF on %s", (kind) => {
  // Core's business clock, moved forward to see a sync bring what the tracker recorded since.
  const started = new Date();
  let now = started;
  const { core, bff } = useStack({ kind, core: { loginRateLimit: false, now: () => now } });

  it("connects Strava, syncs two weeks later, replaces it with Garmin and disconnects", async () => {
    now = started;
    const me = await signedInBrowser(bff.url);
    expect(await me.single.trainings.get.query()).toEqual(EMPTY);

    const connected = await me.single.trainings.connect.mutate({ provider: "strava" });
    expect(connected.tracker).toEqual({
      provider: "strava",
      athleteName: "Анна Петрова",
      connectedAt: now.toISOString(),
      lastSyncedAt: now.toISOString(),
    });
    expect(connected.trainings.length).toBeGreaterThanOrEqual(21);
    expect(connected.trainings.length).toBeLessThanOrEqual(TRAININGS_SHOWN);
    expect(await me.batch.trainings.get.query()).toEqual(connected);

    // Two weeks hold one whole Moscow week: three trainings at least.
    now = new Date(started.getTime() + 14 * DAY_MS);
    const synced = await me.batch.trainings.sync.mutate();
    expect(synced.tracker?.lastSyncedAt).toBe(now.toISOString());
    const fresh = synced.trainings.length - connected.trainings.length;
    expect(fresh).toBeGreaterThanOrEqual(3);
    expect(synced.trainings.slice(fresh)).toEqual(connected.trainings);
    for (const t of synced.trainings.slice(0, fresh))
      expect(Date.parse(t.startedAt)).toBeGreaterThan(started.getTime());

    const garmin = await me.single.trainings.connect.mutate({ provider: "garmin" });
    expect(garmin.tracker?.provider).toBe("garmin");
    const stravaIds = new Set(synced.trainings.map((t) => t.id));
    expect(garmin.trainings.some((t) => stravaIds.has(t.id))).toBe(false);

    expect(await me.single.trainings.disconnect.mutate()).toEqual(EMPTY);
    // Pressed twice (two tabs): the empty page again, no error.
    expect(await me.batch.trainings.disconnect.mutate()).toEqual(EMPTY);
    await expectAppError(me.single.trainings.sync.mutate(), "INVALID_STATE");
    expect(await me.single.trainings.get.query()).toEqual(EMPTY);
  });

  it("refuses anonymous callers, whatever the call", async () => {
    const anonymous = await anonymousBrowser(bff.url);
    await expectAppError(anonymous.single.trainings.get.query(), "UNAUTHORIZED");
    await expectAppError(
      anonymous.single.trainings.connect.mutate({ provider: "strava" }),
      "UNAUTHORIZED",
    );
    await expectAppError(anonymous.batch.trainings.sync.mutate(), "UNAUTHORIZED");
    await expectAppError(anonymous.single.trainings.disconnect.mutate(), "UNAUTHORIZED");
  });

  it("refuses an unknown tracker and a key the call does not take, changing nothing", async () => {
    const me = await signedInBrowser(bff.url);
    const before = await me.single.trainings.connect.mutate({ provider: "polar" });
    const unknown = await expectAppError(
      me.single.trainings.connect.mutate({ provider: "nike" } as never),
      "VALIDATION_FAILED",
    );
    expect(unknown.data?.fields).toEqual({ provider: "field.invalid" });
    await expectAppError(
      me.single.trainings.connect.mutate({ provider: "strava", userId: "x" } as never),
      "VALIDATION_FAILED",
    );
    await expectAppError(
      me.single.trainings.sync.mutate({ force: true } as never),
      "VALIDATION_FAILED",
    );
    expect(await me.single.trainings.get.query()).toEqual(before);
  });

  it("refuses every mutation without the double-submit header before it runs, batched or not", async () => {
    now = started;
    const me = await signedInBrowser(bff.url);
    const before = await me.single.trainings.connect.mutate({ provider: "suunto" });
    const links = async () =>
      coreRows(core, "select provider, last_synced_at from tracker_links order by user_id");
    const linksBefore = await links();
    now = new Date(started.getTime() + 7 * DAY_MS);
    const forged = forgedFrom(me, bff.url);
    for (const client of [forged.single, forged.batch]) {
      await expectAppError(client.trainings.connect.mutate({ provider: "coros" }), "CSRF_FAILED");
      await expectAppError(client.trainings.sync.mutate(), "CSRF_FAILED");
      await expectAppError(client.trainings.disconnect.mutate(), "CSRF_FAILED");
    }
    // Reading needs no token; nothing was connected, synced or disconnected.
    expect(await forged.single.trainings.get.query()).toEqual(before);
    expect(await links()).toEqual(linksBefore);
  });

  it("shows each person only their own trainings", async () => {
    now = started;
    const a = await signedInBrowser(bff.url);
    const b = await signedInBrowser(bff.url);
    const mine = await a.single.trainings.connect.mutate({ provider: "strava" });
    expect(await b.single.trainings.get.query()).toEqual(EMPTY);
    await expectAppError(b.single.trainings.sync.mutate(), "INVALID_STATE");
    expect(await b.single.trainings.disconnect.mutate()).toEqual(EMPTY);
    const theirs = await b.single.trainings.connect.mutate({ provider: "strava" });
    const aIds = new Set(mine.trainings.map((t) => t.id));
    expect(theirs.trainings.some((t) => aIds.has(t.id))).toBe(false);
    await b.single.trainings.disconnect.mutate();
    expect(await a.single.trainings.get.query()).toEqual(mine);
    expect(defined(mine.tracker).provider).toBe("strava");
  });
});
