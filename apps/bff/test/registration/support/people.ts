import { randomBytes } from "node:crypto";
import { validParticipant } from "@reg/core/testing";
import { openBrowser, type Browser } from "../../support/clients";

export interface RaceRef {
  eventCode: string;
  raceCode: string;
}

/*
 * Seeded races (apps/core/src/db/seed), open now whatever day the tests run, each chosen for what
 * it shows. Every test file has its own core and database, so their counters are the file's.
 */
/** Open, online, tier price, insurance + services + products (one sold out), promo WELCOME10. */
export const OPTIONS_RACE: RaceRef = { eventCode: "white-nights-marathon", raceCode: "m42" };
/** The form with every extra: start packets, special categories, two questions, a required document. */
export const FULL_FORM_RACE: RaceRef = { eventCode: "moscow-marathon", raceCode: "m42" };
/** "Pay what you want": the slot's price is chosen within 300–10 000 ₽. */
export const CUSTOM_PRICE_RACE: RaceRef = { eventCode: "golden-autumn-virtual", raceCode: "h21" };
/** Online registration off. */
export const OFFLINE_RACE: RaceRef = { eventCode: "white-nights-marathon", raceCode: "r10" };
/** Plain open races with no extras and room, for tests that need a race of their own. */
export const PLAIN_RACES: readonly RaceRef[] = [
  { eventCode: "gorky-park-nordic-walk", raceCode: "w10" },
  { eventCode: "gorky-park-nordic-walk", raceCode: "w5" },
  { eventCode: "krylatskoye-duathlon", raceCode: "sprint" },
  { eventCode: "krylatskoye-duathlon", raceCode: "standard" },
  { eventCode: "sokolniki-orienteering", raceCode: "short" },
  { eventCode: "sokolniki-orienteering", raceCode: "long" },
  { eventCode: "steel-frontier", raceCode: "o5" },
  { eventCode: "gran-fondo-moscow", raceCode: "c60" },
];

export { validParticipant } from "@reg/core/testing";

export function uniqueEmail(): string {
  return `reg-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}@example.com`;
}

/** A browser holding its CSRF cookie, not signed in. */
export async function anonymousBrowser(bffUrl: string): Promise<Browser> {
  const browser = openBrowser(bffUrl);
  await browser.batch.tenant.getCurrent.query();
  return browser;
}

/** A browser of a person who just signed up through the BFF. */
export async function signedInBrowser(bffUrl: string): Promise<Browser> {
  const browser = await anonymousBrowser(bffUrl);
  await browser.batch.auth.signUp.mutate({
    email: uniqueEmail(),
    password: "correct-horse-9",
    firstName: "Анна",
    lastName: "Петрова",
    language: "ru",
  });
  return browser;
}

/** A person who just signed up, holding a draft of `race`: where most registration tests start. */
export async function signedInDraft(
  bffUrl: string,
  race: RaceRef = OPTIONS_RACE,
): Promise<{ browser: Browser; registrationId: string }> {
  const browser = await signedInBrowser(bffUrl);
  const { registrationId } = await browser.batch.registration.saveRegistration.mutate({
    ...race,
    ...validParticipant(),
  });
  return { browser, registrationId };
}

/** The same with the order confirmed: awaiting payment. */
export async function confirmedOrder(
  bffUrl: string,
  race: RaceRef = OPTIONS_RACE,
): Promise<{ browser: Browser; registrationId: string }> {
  const order = await signedInDraft(bffUrl, race);
  await order.browser.batch.registration.confirmCart.mutate({
    registrationId: order.registrationId,
  });
  return order;
}
