import { describe, expect, it } from "vitest";
import { defined, PAY_TOGETHER_MAX } from "@reg/domain";
import { type Browser } from "../support/clients";
import { payOnCheckoutPage } from "../support/checkout";
import { expectAppError } from "../support/expect-app-error";
import { useStack } from "../support/stack";
import { coreFingerprint, coreRows } from "./support/core-state";
import {
  confirmedOrder,
  PLAIN_RACES,
  signedInBrowser,
  uniqueEmail,
  validParticipant,
  type RaceRef,
} from "./support/people";

/** Two paid races of one event: what a family pays together may be on either. */
const LONG = defined(PLAIN_RACES[5]);
const SHORT = defined(PLAIN_RACES[4]);

/** A child's confirmed order made by `parent` (decision 0030), for `race`. */
async function childOrder(parent: Browser, race: RaceRef, firstName: string): Promise<string> {
  const email = uniqueEmail();
  await parent.single.family.createRelative.mutate({
    email,
    relation: "child",
    firstName,
    lastName: "Петровы",
    birthDate: "2000-06-01",
    gender: "female",
    language: "ru",
  });
  const { registrationId } = await parent.single.registration.saveRegistration.mutate({
    ...race,
    ...validParticipant({ email, firstName, lastName: "Петровы", birthDate: "2000-06-01" }),
    participantEmail: email,
  });
  await parent.single.registration.confirmCart.mutate({ registrationId });
  return registrationId;
}

/** One payment of several orders through the BFF (decision 0032). */
describe("paying together through the BFF", () => {
  const { core, bff } = useStack();

  it("payment.getPayment lists the child's order; payment.pay with alsoRegistrationIds pays both on one checkout page", async () => {
    const parent = await signedInBrowser(bff.url);
    const { registrationId: own } = await parent.single.registration.saveRegistration.mutate({
      ...LONG,
      ...validParticipant(),
    });
    await parent.single.registration.confirmCart.mutate({ registrationId: own });
    const masha = await childOrder(parent, SHORT, "Маша");

    const info = await parent.single.payment.getPayment.query({ registrationId: own });
    expect(info.payTogether).toEqual([
      expect.objectContaining({
        registrationId: masha,
        participantName: "Маша Петровы",
        raceCode: SHORT.raceCode,
        reason: "mine",
      }),
    ]);
    const childInfo = await parent.single.payment.getPayment.query({ registrationId: masha });
    expect(defined(info.payTogether[0]).amountKopecks).toBe(childInfo.amountKopecks);
    const sum = info.amountKopecks + childInfo.amountKopecks;

    const start = await parent.single.payment.pay.mutate({
      registrationId: own,
      paymentType: "card",
      alsoRegistrationIds: [masha],
    });
    if (start.kind !== "redirect") throw new Error(`expected a redirect, got ${start.kind}`);
    expect(
      await coreRows(
        core,
        `select amount_kopecks as amount, (select count(*)::int from payment_items i where i.payment_id = p.id) as items
           from payments p where p.id = '${start.paymentId}'`,
      ),
    ).toEqual([{ amount: sum, items: 2 }]);
    await payOnCheckoutPage(bff.url, start);

    for (const [registrationId, amountKopecks] of [
      [own, info.amountKopecks],
      [masha, childInfo.amountKopecks],
    ] as const)
      expect(await parent.single.payment.getPayment.query({ registrationId })).toMatchObject({
        state: "paid",
        result: "success",
        lastAttempt: { paymentId: start.paymentId, status: "succeeded", amountKopecks },
        payTogether: [],
      });
  });

  it("refuses a non-uuid, too many ids, a duplicate and someone else's order, changing nothing", async () => {
    const parent = await signedInBrowser(bff.url);
    const { registrationId: own } = await parent.single.registration.saveRegistration.mutate({
      ...LONG,
      ...validParticipant(),
    });
    await parent.single.registration.confirmCart.mutate({ registrationId: own });
    const masha = await childOrder(parent, LONG, "Маша");
    const stranger = await confirmedOrder(bff.url, SHORT);
    const before = await coreFingerprint(core);
    const pay = (alsoRegistrationIds: string[], paymentType: "card" | "installments" = "card") =>
      parent.single.payment.pay.mutate({ registrationId: own, paymentType, alsoRegistrationIds });

    const notUuid = await expectAppError(pay([masha, "1 or 1=1"]), "VALIDATION_FAILED");
    expect(notUuid.data?.fields).toEqual({ "alsoRegistrationIds.1": "field.invalid" });
    const tooMany = await expectAppError(
      pay(Array.from({ length: PAY_TOGETHER_MAX + 1 }, () => crypto.randomUUID())),
      "VALIDATION_FAILED",
    );
    expect(tooMany.data?.fields).toEqual({ alsoRegistrationIds: "field.invalid" });
    const twice = await expectAppError(pay([masha, masha]), "VALIDATION_FAILED");
    expect(twice.data?.fields).toEqual({ alsoRegistrationIds: "field.invalid" });
    const installments = await expectAppError(pay([masha], "installments"), "VALIDATION_FAILED");
    expect(installments.data?.fields).toEqual({ paymentType: "field.invalid" });
    await expectAppError(pay([masha, stranger.registrationId]), "NOT_FOUND");
    // The stranger cannot pay the parent's child with their own order either.
    await expectAppError(
      stranger.browser.single.payment.pay.mutate({
        registrationId: stranger.registrationId,
        paymentType: "card",
        alsoRegistrationIds: [masha],
      }),
      "NOT_FOUND",
    );
    expect(await coreFingerprint(core)).toEqual(before);
  });
});
