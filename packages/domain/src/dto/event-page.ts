import { z } from "zod";
import { LOCALES } from "../culture/locales";
import { sportTypeSchema } from "../events/sport-types";
import { placesLeftSchema } from "../events/places-left";
import { START_LIST_MAX_OFFSET, START_LIST_SEARCH_MAX_LENGTH } from "../events/table-limits";
import { freeTextSchema } from "../fields/safe-text";
import { distanceSchema } from "./events";

/** Event codes are short slugs; anything longer is not a code (and not worth a database read). */
export const EVENT_CODE_MAX_LENGTH = 100;

/** A slug as the seed and the organizer's admin make them: letters, digits, '-' and '_'. */
const eventCodeSchema = z
  .string({ error: "field.invalid" })
  .min(1, { error: "field.invalid" })
  .max(EVENT_CODE_MAX_LENGTH, { error: "field.invalid" })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "field.invalid" });

const languageSchema = z.enum(LOCALES, { error: "field.invalid" });

/** events.page's input (BFF) and GET /api/events/page's query (core): the same two strings. */
export const eventPageQuerySchema = z.strictObject({
  code: eventCodeSchema,
  language: languageSchema,
});
export type EventPageQuery = z.infer<typeof eventPageQuerySchema>;

/**
 * Why the race's register button is not shown (SPEC §4), as the page sees it for anybody: the
 * person's own standing (registered, draft) is the wizard's to tell, not the public page's.
 */
export const RACE_PAGE_AVAILABILITY = [
  "open",
  "closed",
  "limitReached",
  "notPossible",
  "opensSoon",
  "offline",
] as const;
export const racePageAvailabilitySchema = z.enum(RACE_PAGE_AVAILABILITY);
export type RacePageAvailability = z.infer<typeof racePageAvailabilitySchema>;

const coordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** One race of the event page, texts in the asked language; instants are ISO-8601 UTC. */
export const eventPageRaceSchema = z.object({
  code: z.string(),
  name: z.string(),
  distance: distanceSchema,
  startsAt: z.string(),
  /** The price now, all in (commission on top, as the order charges it), in kopecks; 0 = free. */
  priceKopecks: z.number().int().nonnegative(),
  /** The next price tier, all in, and when it starts; null when no rise is scheduled. */
  nextTier: z
    .object({ startsAt: z.string(), priceKopecks: z.number().int().nonnegative() })
    .nullable(),
  placesLeft: placesLeftSchema,
  availability: racePageAvailabilitySchema,
  registrationOpensAt: z.string(),
  registrationClosesAt: z.string(),
  minAge: z.number().int().nonnegative(),
  maxAge: z.number().int().nonnegative(),
  isRelay: z.boolean(),
});
export type EventPageRace = z.infer<typeof eventPageRaceSchema>;

/** Goods and services sold with a registration (core's options), price all in. */
export const eventPageOptionSchema = z.object({
  code: z.string(),
  kind: z.enum(["insurance", "service", "product"]),
  name: z.string(),
  description: z.string(),
  priceKopecks: z.number().int().nonnegative(),
  /** The person sets the price within bounds (a donation); `priceKopecks` is then the minimum. */
  customPrice: z.boolean(),
  /** The option belongs to one race only: its code; null for every race. */
  raceCode: z.string().nullable(),
  soldOut: z.boolean(),
});
export type EventPageOption = z.infer<typeof eventPageOptionSchema>;

export const eventPageDocumentSchema = z.object({
  title: z.string(),
  /** Where core serves the file, relative to the site (the BFF proxies /api/events/...). */
  url: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});
export type EventPageDocument = z.infer<typeof eventPageDocumentSchema>;

export const eventPageProgramItemSchema = z.object({
  startsAt: z.string(),
  title: z.string(),
});

/** Everything the event page shows (SPEC §2, §3), texts in the asked language. */
export const eventPageSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  sportType: sportTypeSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  city: z.string(),
  /** The address or the venue; empty when unknown. */
  location: z.string(),
  coordinates: coordinatesSchema.nullable(),
  imageUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  isOnline: z.boolean(),
  hasLiveStream: z.boolean(),
  liveStreamUrl: z.string().nullable(),
  /** SPEC §3 fast identification: a fast lane at the start-pack pickup on the confirmation's QR code. */
  fastIdentification: z.boolean(),
  rating: z.number().min(0).max(5).nullable(),
  ratingApproved: z.boolean(),
  resultsState: z.enum(["none", "pending", "published"]),
  series: z.object({ code: z.string(), name: z.string() }).nullable(),
  races: z.array(eventPageRaceSchema),
  options: z.array(eventPageOptionSchema),
  program: z.array(eventPageProgramItemSchema),
  contacts: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    telegram: z.string().nullable(),
  }),
  startPack: z
    .object({
      place: z.string(),
      address: z.string(),
      /** The pickup windows, in time order. */
      windows: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })),
      note: z.string(),
    })
    .nullable(),
  documents: z.array(eventPageDocumentSchema),
  beneficiary: z
    .object({
      name: z.string(),
      inn: z.string().nullable(),
      ogrnip: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  /**
   * Participation qualifies for the physical-fitness tax deduction: the event is in a calendar
   * plan and its organizer is on the Ministry of Sport's list for the event's year (issue 10).
   */
  qualifiesForTaxDeduction: z.boolean(),
});
export type EventPage = z.infer<typeof eventPageSchema>;

/** GET /api/events/document: one file of an event's documents. */
export const eventDocumentQuerySchema = z.strictObject({
  code: eventCodeSchema,
  file: z
    .string({ error: "field.invalid" })
    .max(200, { error: "field.invalid" })
    .regex(/^[A-Za-z0-9._-]+$/, { error: "field.invalid" }),
});

const startListFields = {
  code: eventCodeSchema,
  language: languageSchema,
  search: z.optional(freeTextSchema(START_LIST_SEARCH_MAX_LENGTH)),
  /** Only this race's participants. */
  race: eventCodeSchema.optional(),
};

/** events.startList's input (BFF, JSON). */
export const startListInputSchema = z.strictObject({
  ...startListFields,
  offset: z
    .number({ error: "field.invalid" })
    .int({ error: "field.invalid" })
    .min(0, { error: "field.invalid" })
    .max(START_LIST_MAX_OFFSET, { error: "field.invalid" })
    .optional(),
});
export type StartListQuery = z.infer<typeof startListInputSchema>;

/** GET /api/events/startList's query (core): the same, the offset as a query string's digits. */
export const startListQuerySchema = z.object({
  ...startListFields,
  offset: z
    .string({ error: "field.invalid" })
    .regex(/^(?:0|[1-9][0-9]{0,5})$/, { error: "field.invalid" })
    .transform(Number)
    .pipe(z.number().int().min(0).max(START_LIST_MAX_OFFSET, { error: "field.invalid" }))
    .optional(),
});

/**
 * One participant of the start list. Who did not agree to show their data is listed with
 * `hidden: true` and no name, club or city (only the bib and the race), so the count stays true.
 */
export const startListEntrySchema = z.object({
  bib: z.string().nullable(),
  raceCode: z.string(),
  hidden: z.boolean(),
  name: z.string().nullable(),
  club: z.string().nullable(),
  city: z.string().nullable(),
  /** Birth year only: the age group, not the birthday. */
  birthYear: z.number().int().nullable(),
  gender: z.enum(["male", "female"]).nullable(),
});
export type StartListEntry = z.infer<typeof startListEntrySchema>;

export const startListResultSchema = z.object({
  entries: z.array(startListEntrySchema),
  /** Matching entries over all pages. */
  total: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
  races: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type StartListResult = z.infer<typeof startListResultSchema>;
