import { describe, expect, it } from "vitest";
import { myRegistrationsSchema, type SavePayResult } from "@reg/domain";
import { type Browser } from "./support/clients";
import { expectAppError } from "./support/expect-app-error";
import { payOnCheckoutPage } from "./support/checkout";
import { useStack } from "./support/stack";
import { coreFingerprint, coreRows } from "./registration/support/core-state";
import {
  anonymousBrowser,
  OPTIONS_RACE,
  PLAIN_RACES,
  signedInBrowser,
  type RaceRef,
  confirmedOrder,
} from "./registration/support/people";

const { core, bff } = useStack();

/** An order paid: a free race's at once, any other on the acquirer's checkout page. */
async function payOrFree(start: SavePayResult): Promise<void> {
  // A free race is paid at once, with no acquirer's page.
  if (start.kind === "result") return expect(start.state).toBe("success");
  await payOnCheckoutPage(bff.url, start);
}

async function paidRegistration(
  race: RaceRef,
): Promise<{ browser: Browser; registrationId: string }> {
  const { browser, registrationId } = await confirmedOrder(bff.url, race);
  await payOrFree(await browser.batch.payment.pay.mutate({ registrationId, paymentType: "card" }));
  return { browser, registrationId };
}

const race = (index: number): RaceRef => {
  const found = PLAIN_RACES[index];
  if (!found) throw new Error(`no plain race ${index}`);
  return found;
};

/** What the start list holds for a registration: its consent, or none. */
async function listedConsent(registrationId: string): Promise<unknown> {
  const rows = await coreRows(
    core,
    `select show_in_start_list from start_list_entries where registration_id = '${registrationId}'`,
  );
  return rows[0]?.show_in_start_list;
}

describe("my registrations through the BFF (account.*)", () => {
  it("lists the paid registration with what was paid, and changes its start-list consent", async () => {
    const { browser, registrationId } = await paidRegistration(OPTIONS_RACE);
    const read = myRegistrationsSchema.parse(
      await browser.single.account.listRegistrations.query({ language: "en" }),
    );
    expect(read).toMatchObject({ total: 1, offset: 0, pageSize: 20 });
    expect(read.items[0]).toMatchObject({
      id: registrationId,
      state: "paid",
      event: { code: OPTIONS_RACE.eventCode },
      race: { code: OPTIONS_RACE.raceCode },
      showInStartList: false,
    });
    expect(read.items[0]?.paidKopecks).toBeGreaterThan(0);
    // The card's lines, discount and fee add up to what the acquirer took.
    expect(read.items[0]?.totals.totalKopecks).toBe(read.items[0]?.paidKopecks);
    expect(read.items[0]?.startPack?.shortCode).toMatch(/^[0-9A-F]{8}$/);

    // The event page's standing: the person's own paid registration of that race.
    expect(
      await browser.single.account.myEventRegistrations.query({
        eventCodes: [OPTIONS_RACE.eventCode],
      }),
    ).toEqual({
      items: [
        {
          registrationId,
          eventCode: OPTIONS_RACE.eventCode,
          raceCode: OPTIONS_RACE.raceCode,
          state: "paid",
          paymentDeadline: null,
          canRepeatPayment: false,
        },
      ],
    });

    expect(
      await browser.batch.account.setStartListConsent.mutate({
        registrationId,
        showInStartList: true,
      }),
    ).toEqual({ registrationId, showInStartList: true });
    expect(await listedConsent(registrationId)).toBe(true);

    // Just paid: the payment's own confirmation went a moment ago.
    await expectAppError(
      browser.batch.account.resendConfirmation.mutate({ registrationId }),
      "TOO_MANY_ATTEMPTS",
    );
  });

  it("answers NOT_FOUND for another person's registration and changes nothing", async () => {
    const { registrationId } = await paidRegistration(race(1));
    const stranger = await signedInBrowser(bff.url);
    expect(
      (await stranger.single.account.listRegistrations.query({ language: "ru" })).items,
    ).toEqual([]);
    // Nobody reads another's standing at an event: the session decides whose it is.
    expect(
      await stranger.single.account.myEventRegistrations.query({ eventCodes: [race(1).eventCode] }),
    ).toEqual({ items: [] });
    const before = await coreFingerprint(core);
    await expectAppError(
      stranger.batch.account.setStartListConsent.mutate({ registrationId, showInStartList: true }),
      "NOT_FOUND",
    );
    await expectAppError(
      stranger.batch.account.resendConfirmation.mutate({ registrationId }),
      "NOT_FOUND",
    );
    expect(await coreFingerprint(core)).toEqual(before);
    expect(await listedConsent(registrationId)).toBe(false);
  });

  it("refuses bad input at each procedure with the field's message, changing nothing", async () => {
    const { browser, registrationId } = await paidRegistration(race(2));
    const before = await coreFingerprint(core);
    const cases: [() => Promise<unknown>, Record<string, string> | undefined][] = [
      [
        // @ts-expect-error a language the portal does not speak
        () => browser.single.account.listRegistrations.query({ language: "de" }),
        { language: "field.invalid" },
      ],
      [
        () => browser.single.account.listRegistrations.query({ language: "ru", offset: -1 }),
        { offset: "field.invalid" },
      ],
      [
        () => browser.single.account.listRegistrations.query({ language: "ru", offset: 1.5 }),
        { offset: "field.invalid" },
      ],
      [
        () =>
          browser.single.account.setStartListConsent.mutate({
            registrationId: "not-an-id",
            showInStartList: true,
          }),
        { registrationId: "field.invalid" },
      ],
      [
        () =>
          browser.single.account.setStartListConsent.mutate({
            registrationId,
            // @ts-expect-error a consent is a yes or no
            showInStartList: "yes",
          }),
        { showInStartList: "field.invalid" },
      ],
      [
        // @ts-expect-error the id is a string
        () => browser.single.account.resendConfirmation.mutate({ registrationId: 42 }),
        { registrationId: "field.invalid" },
      ],
      [
        () => browser.single.account.myEventRegistrations.query({ eventCodes: ["no such/event"] }),
        { "eventCodes.0": "field.invalid" },
      ],
      [
        () => browser.single.account.myEventRegistrations.query({ eventCodes: [] }),
        { eventCodes: "field.invalid" },
      ],
      [
        () =>
          browser.single.account.myEventRegistrations.query({
            eventCodes: [race(2).eventCode],
            // @ts-expect-error the input names nobody: the standing is the session's own
            userId: "someone",
          }),
        undefined,
      ],
      [
        () =>
          browser.single.account.resendConfirmation.mutate({
            registrationId,
            // @ts-expect-error the input names nobody: no user id is taken
            userId: "someone",
          }),
        undefined,
      ],
    ];
    for (const [call, fields] of cases) {
      const error = await expectAppError(call(), "VALIDATION_FAILED");
      if (fields) expect(error.data?.fields).toMatchObject(fields);
    }
    expect(await coreFingerprint(core)).toEqual(before);
    expect(await listedConsent(registrationId)).toBe(false);
  });

  it("refuses an anonymous caller at each procedure", async () => {
    const browser = await anonymousBrowser(bff.url);
    const registrationId = "00000000-0000-4000-8000-000000000000";
    await expectAppError(
      browser.single.account.listRegistrations.query({ language: "ru" }),
      "UNAUTHORIZED",
    );
    await expectAppError(
      browser.single.account.setStartListConsent.mutate({ registrationId, showInStartList: true }),
      "UNAUTHORIZED",
    );
    await expectAppError(
      browser.single.account.myEventRegistrations.query({ eventCodes: [race(0).eventCode] }),
      "UNAUTHORIZED",
    );
    await expectAppError(
      browser.single.account.resendConfirmation.mutate({ registrationId }),
      "UNAUTHORIZED",
    );
  });
});
