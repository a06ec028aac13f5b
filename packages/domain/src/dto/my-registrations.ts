import { z } from "zod";
import { legacyCall } from "../contract/legacy-call";
import { LOCALES } from "../culture/locales";
import { registrationStateSchema } from "../registration/registration-state";
import { distanceSchema } from "./events";
import {
  answerLanguageSchema,
  codeSchema,
  instantOutSchema,
  kopecksOutSchema,
  registrationIdSchema,
} from "./registration-common";

/*
 * "My registrations" in the personal account (issue 11 item 5, docs/decisions/0024): what the
 * signed-in person registered for, and the two things they change there (the start-list consent of
 * a paid registration, a resend of its confirmation). Whose registrations they are comes from the
 * session only: no input names a person.
 */

/** One page of the list; a person with more pages through them. */
export const MY_REGISTRATIONS_PAGE_SIZE = 20;
export const MY_REGISTRATIONS_MAX_OFFSET = 10_000;
/** A confirmation is sent again at most once in this long per registration (the paying one counts). */
export const CONFIRMATION_RESEND_INTERVAL_MS = 60_000;

/**
 * How the person comes to the registration. Only their own registrations exist today; issue 11's
 * relatives, friends, teams and gifts add their kinds here, each item already saying who made it
 * and who takes part.
 */
export const MY_REGISTRATION_KINDS = ["individual", "relative", "friend"] as const;
export type MyRegistrationKind = (typeof MY_REGISTRATION_KINDS)[number];

const offsetOf = () =>
  z
    .number({ error: "field.invalid" })
    .int({ error: "field.invalid" })
    .min(0, { error: "field.invalid" })
    .max(MY_REGISTRATIONS_MAX_OFFSET, { error: "field.invalid" });

/** account.listRegistrations' input (BFF, JSON). */
export const myRegistrationsInputSchema = z.strictObject({
  language: z.enum(LOCALES, { error: "field.invalid" }),
  offset: offsetOf().optional(),
});
export type MyRegistrationsInput = z.infer<typeof myRegistrationsInputSchema>;

/** GET /api/account/registrations' query (core): the same, the offset as a query string's digits. */
export const myRegistrationsQuerySchema = z.object({
  language: answerLanguageSchema,
  offset: z
    .string({ error: "field.invalid" })
    .regex(/^(?:0|[1-9][0-9]{0,5})$/, { error: "field.invalid" })
    .transform(Number)
    .pipe(offsetOf())
    .optional(),
});

/** A person on a registration: the one who made it, the one who takes part. */
export const myRegistrationPersonSchema = z.object({
  /** The signed-in person themself. */
  isMe: z.boolean(),
  name: z.string(),
});

/** One line of what was bought: the race's slot first, then each option. */
export const myRegistrationLineSchema = z.object({
  name: z.string(),
  count: z.number().int().positive(),
  /** The line's price when it was chosen (count × unit), before discounts and commission. */
  amountKopecks: kopecksOutSchema,
});
export type MyRegistrationLine = z.infer<typeof myRegistrationLineSchema>;

/**
 * The order's figures beside its lines, priced as the wizard's order summary prices them
 * (priceOrder: the promo code's discount, then the platform's service fee on slots and options),
 * so the lines, the discount and the fee add up to the total the payment charged.
 */
export const myRegistrationTotalsSchema = z.object({
  discountKopecks: kopecksOutSchema,
  commissionPercent: z.number().nonnegative(),
  commissionKopecks: kopecksOutSchema,
  totalKopecks: kopecksOutSchema,
});
export type MyRegistrationTotals = z.infer<typeof myRegistrationTotalsSchema>;

/** What a paid registration's participant shows at the start-pack pickup, and where and when that is. */
export const myRegistrationStartPackSchema = z.object({
  /** The QR code the pickup desk scans (the confirmation e-mail's), as an SVG data URL. */
  qrDataUrl: z.string().startsWith("data:image/svg+xml;base64,"),
  /** The same said aloud or typed when a phone will not scan. */
  shortCode: z.string(),
  /** The event's pickup place and address, null when the organizer has not published them. */
  place: z.string().nullable(),
  address: z.string().nullable(),
  note: z.string(),
  windows: z.array(z.object({ startsAt: instantOutSchema, endsAt: instantOutSchema })),
});
export type MyRegistrationStartPack = z.infer<typeof myRegistrationStartPackSchema>;

export const myRegistrationSchema = z.object({
  id: registrationIdSchema,
  kind: z.enum(MY_REGISTRATION_KINDS),
  madeBy: myRegistrationPersonSchema,
  participant: myRegistrationPersonSchema,
  event: z.object({
    code: z.string(),
    name: z.string(),
    city: z.string(),
    location: z.string(),
    isOnline: z.boolean(),
    startsAt: instantOutSchema,
    endsAt: instantOutSchema,
  }),
  race: z.object({
    code: z.string(),
    name: z.string(),
    distance: distanceSchema,
    startsAt: instantOutSchema,
  }),
  /** As a reader must see it: a holding registration past its window is already expired or cancelled. */
  state: registrationStateSchema,
  /** While a draft or an order awaiting payment holds its slot: when it lets go. */
  paymentDeadline: instantOutSchema.nullable(),
  /** An expired order whose race still takes registrations and has a place: "Repeat payment". */
  canRepeatPayment: z.boolean(),
  lines: z.array(myRegistrationLineSchema),
  totals: myRegistrationTotalsSchema,
  /** What the acquirer confirmed (succeeded payments), null when nothing was paid. */
  paidKopecks: kopecksOutSchema.nullable(),
  /** Money given back for it (an organizer's refund); 0 when none. */
  refundedKopecks: kopecksOutSchema.default(0),
  /** A paid registration's start-pack pickup; null in every other state. */
  startPack: myRegistrationStartPackSchema.nullable(),
  createdAt: instantOutSchema,
  paidAt: instantOutSchema.nullable(),
  /** Whether the start list shows the participant's name, club and city. */
  showInStartList: z.boolean(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

export const myRegistrationsSchema = z.object({
  items: z.array(myRegistrationSchema),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
});
export type MyRegistrations = z.infer<typeof myRegistrationsSchema>;

/** How many events one standing read may ask about: a tenant's home lists up to fifty. */
export const MY_EVENT_REGISTRATIONS_MAX_EVENTS = 50;

/**
 * account.myEventRegistrations: the person's own standing at some events, race by race, for the
 * event page's and a tenant's race list's "you are registered" / "awaiting payment" (read after
 * the page shows, never cached across people). Only registrations whose participant is the
 * person: registering someone else for the same race stays open.
 */
export const myEventRegistrationsInputSchema = z.strictObject({
  eventCodes: z
    .array(codeSchema, { error: "field.invalid" })
    .min(1, { error: "field.invalid" })
    .max(MY_EVENT_REGISTRATIONS_MAX_EVENTS, { error: "field.invalid" }),
});
export type MyEventRegistrationsInput = z.infer<typeof myEventRegistrationsInputSchema>;
/** The same in core's query string: the codes joined by commas (a code never holds one). */
export const myEventRegistrationsQuerySchema = z.object({
  eventCodes: z
    .string({ error: "field.invalid" })
    .transform((value) => value.split(","))
    .pipe(myEventRegistrationsInputSchema.shape.eventCodes),
});

export const myEventRegistrationSchema = z.object({
  registrationId: registrationIdSchema,
  eventCode: z.string(),
  raceCode: z.string(),
  /** As a reader must see it (as the list's). */
  state: registrationStateSchema,
  paymentDeadline: instantOutSchema.nullable(),
  canRepeatPayment: z.boolean(),
});
export type MyEventRegistration = z.infer<typeof myEventRegistrationSchema>;
export const myEventRegistrationsSchema = z.object({
  items: z.array(myEventRegistrationSchema),
});
export type MyEventRegistrations = z.infer<typeof myEventRegistrationsSchema>;

/** account.setStartListConsent: one's own paid registration on or off the start list. */
export const startListConsentInputSchema = z.strictObject({
  registrationId: registrationIdSchema,
  showInStartList: z.boolean({ error: "field.invalid" }),
});
export type StartListConsentInput = z.infer<typeof startListConsentInputSchema>;
export const startListConsentSchema = z.object({
  registrationId: registrationIdSchema,
  showInStartList: z.boolean(),
});

/** account.resendConfirmation: the paid registration's confirmation once more, to the account's e-mail. */
export const resendConfirmationInputSchema = z.strictObject({
  registrationId: registrationIdSchema,
});
export type ResendConfirmationInput = z.infer<typeof resendConfirmationInputSchema>;
export const resendConfirmationSchema = z.object({ ok: z.literal(true) });

/**
 * The calls behind "my registrations", declared once for core and the BFF like LEGACY_CONTRACT's
 * (they are no legacy call, so they stay out of SPEC §7's table).
 */
export const MY_REGISTRATIONS_CALLS = {
  list: legacyCall({
    method: "GET",
    path: "/api/account/registrations",
    query: myRegistrationsQuerySchema,
    output: myRegistrationsSchema,
  }),
  eventRegistrations: legacyCall({
    method: "GET",
    path: "/api/account/registrations/event",
    query: myEventRegistrationsQuerySchema,
    output: myEventRegistrationsSchema,
  }),
  setStartListConsent: legacyCall({
    method: "POST",
    path: "/api/account/registrations/startListConsent",
    body: startListConsentInputSchema,
    output: startListConsentSchema,
  }),
  resendConfirmation: legacyCall({
    method: "POST",
    path: "/api/account/registrations/resendConfirmation",
    body: resendConfirmationInputSchema,
    output: resendConfirmationSchema,
  }),
};

/** What the event page and the tenant's race list offer a race the person already stands in. */
export type RaceStanding =
  | { readonly kind: "registered"; readonly registrationId: string }
  | { readonly kind: "awaitingPayment"; readonly registrationId: string; readonly deadline: string }
  | { readonly kind: "draft"; readonly registrationId: string }
  | { readonly kind: "repeatPayment"; readonly registrationId: string };

const STANDING_RANK: Record<RaceStanding["kind"], number> = {
  registered: 0,
  awaitingPayment: 1,
  draft: 2,
  repeatPayment: 3,
};

function standingOf(item: MyEventRegistration): RaceStanding | null {
  const registrationId = item.registrationId;
  switch (item.state) {
    case "paid":
      return { kind: "registered", registrationId };
    case "awaitingPayment":
      return item.paymentDeadline === null
        ? null
        : { kind: "awaitingPayment", registrationId, deadline: item.paymentDeadline };
    case "draft":
      return { kind: "draft", registrationId };
    case "expired":
      return item.canRepeatPayment ? { kind: "repeatPayment", registrationId } : null;
    case "cancelled":
      return null;
  }
}

/**
 * The person's standing in one race, from their registrations at its event: paid wins (they are
 * registered, whatever else they left behind), then an order awaiting payment, a draft, and an
 * expired order that may still be paid. Null: nothing to resume, the race's own "Register" stands.
 */
export function raceStanding(
  items: readonly MyEventRegistration[],
  race: { eventCode: string; raceCode: string },
): RaceStanding | null {
  let best: RaceStanding | null = null;
  for (const item of items) {
    if (item.eventCode !== race.eventCode || item.raceCode !== race.raceCode) continue;
    const standing = standingOf(item);
    if (standing && (best === null || STANDING_RANK[standing.kind] < STANDING_RANK[best.kind]))
      best = standing;
  }
  return best;
}
