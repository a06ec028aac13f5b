import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { defined } from "@reg/domain";
import { registrations } from "../src/db/schema";
import { confirmTogether } from "../src/modules/registration/order-and-cart/confirm-batches";
import { SIGNED_OUT } from "./support/bad-input";
import { RaceDirectory } from "../src/modules/registration";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import { batchCallerOf, errorOf, post, register, signUp } from "./support/registration";

/**
 * Confirmations are group-committed (confirm-batches.ts, decision 0038): those arriving together
 * are done by one transaction. Whatever shares a batch — plain drafts, an order with options to
 * bring within stock, one confirmed before, someone else's, a dead session, the same order twice
 * — each is answered as it would be alone.
 */
describe.each(DRIVERS)("confirmations done together on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver, { sweepIntervalMs: 0 });
  });
  afterAll(() => core.close());

  const db = () => core.server.db;

  async function draft(race: RaceFixture, withShirt = false) {
    const cookie = await signUp(core.url);
    const { registrationId } = await register(core.url, cookie, race);
    if (withShirt) {
      const added = await post(
        core.url,
        "/Register/ApiAddProductToCart",
        { registrationId, productCode: "tshirt" },
        cookie,
      );
      expect(added.status).toBe(200);
    }
    return { cookie, registrationId };
  }

  async function stateOf(registrationId: string) {
    const [row] = await db()
      .select({ state: registrations.state, submittedAt: registrations.submittedAt })
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    return row;
  }

  const shirtRace = () =>
    createRaceFixture(db(), {
      options: [{ code: "tshirt", kind: "product", priceKopecks: 150_000, stock: 1, taken: 0 }],
    });

  it("one batch moves the plain drafts to awaiting payment and leaves the rest to the one-at-a-time path", async () => {
    const race = await shirtRace();
    const plain = [await draft(race), await draft(race), await draft(race)];
    const before = await draft(race);
    expect((await post(core.url, "/Register/Cart", before, before.cookie)).status).toBe(200);
    const shirt = await draft(race, true);
    const stranger = await draft(race);
    const calls = [
      ...plain.map((d) => ({ caller: batchCallerOf(d.cookie), id: d.registrationId })),
      { caller: batchCallerOf(before.cookie), id: before.registrationId },
      { caller: batchCallerOf(shirt.cookie), id: shirt.registrationId },
      // Someone else's order through a live session of another person.
      { caller: batchCallerOf(plain[0]?.cookie ?? ""), id: stranger.registrationId },
    ];

    const answers = await confirmTogether(
      { db: db(), now: () => TEST_NOW, races: new RaceDirectory(db(), 0) },
      calls.map(({ caller, id }) => ({
        scope: null,
        caller,
        body: { registrationId: id, language: "ru" as const },
      })),
    );

    const kinds = answers.map((a) => ("answer" in a ? a.answer.kind : "again"));
    expect(kinds).toEqual(["confirmed", "confirmed", "confirmed", "confirmed", "alone", "alone"]);
    for (const d of [...plain, before])
      expect((await stateOf(d.registrationId))?.state).toBe("awaitingPayment");
    expect((await stateOf(plain[0]?.registrationId ?? ""))?.submittedAt).toEqual(TEST_NOW);
    // Left alone: nothing changed by the batch.
    expect((await stateOf(shirt.registrationId))?.state).toBe("draft");
    expect((await stateOf(stranger.registrationId))?.state).toBe("draft");
  });

  it("a mixed burst over HTTP is answered as each call alone would be", async () => {
    const race = await shirtRace();
    const plain = [await draft(race), await draft(race), await draft(race), await draft(race)];
    const shirt = await draft(race, true);
    const stranger = await draft(race);
    const outsider = await signUp(core.url);

    const confirm = (registrationId: string, cookie: string) =>
      post(core.url, "/Register/Cart", { registrationId }, cookie);
    const sent = await Promise.all([
      ...plain.flatMap((d) => [
        confirm(d.registrationId, d.cookie),
        confirm(d.registrationId, d.cookie),
      ]),
      confirm(shirt.registrationId, shirt.cookie),
      confirm(stranger.registrationId, outsider),
      confirm(stranger.registrationId, SIGNED_OUT),
    ]);

    for (const [i, response] of sent.slice(0, 8).entries()) {
      expect({ i, status: response.status }).toEqual({ i, status: 200 });
      expect((response.json as { state: string }).state).toBe("awaitingPayment");
    }
    // Checked against stock by the one-at-a-time path: the shirt it holds stays in the order.
    const shirtCart = sent[8]?.json as { state: string; items: { id: string }[] };
    expect(sent[8]?.status).toBe(200);
    expect(shirtCart.state).toBe("awaitingPayment");
    expect(shirtCart.items.map((item) => item.id)).toEqual(["slot", "tshirt"]);
    expect(sent[9]?.status).toBe(404);
    expect(errorOf(defined(sent[10])).code).toBe("UNAUTHORIZED");

    for (const d of [...plain, shirt])
      expect((await stateOf(d.registrationId))?.state).toBe("awaitingPayment");
    expect((await stateOf(stranger.registrationId))?.state).toBe("draft");
  });
});
