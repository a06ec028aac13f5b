import { z } from "zod";
import { LOCALES } from "../culture/locales";
import { sportTypeSchema } from "../events/sport-types";
import { freeTextSchema } from "../fields/safe-text";

/**
 * The portal's content pages (SPEC §2: About and its two children, Contacts, Careers, Events
 * rating, /nbd, /ostrovok, /corp-client). Their texts live in core (`site_pages`, `careers`), so
 * an editor changes a page without a release, and the BFF writes each page's <title> and
 * description into the HTML from the same read (docs/decisions/0020).
 */

/** Every page core holds, by the slug its route reads (docs/decisions/0020 maps slugs to routes). */
export const SITE_PAGE_SLUGS = [
  "about",
  "about-organizers",
  "about-participants",
  "contacts",
  "careers",
  "events-rating",
  "nbd",
  "ostrovok",
  "corp-client",
] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export const SITE_PAGE_SLUG_MAX_LENGTH = 64;
/** Any slug-shaped text is asked for; one core doesn't hold answers 404 (NOT_FOUND), not a 400. */
export const sitePageSlugSchema = z
  .string({ error: "string.expected" })
  .max(SITE_PAGE_SLUG_MAX_LENGTH, { error: "field.tooLong" })
  .regex(/^[a-z0-9-]+$/, { error: "field.invalid" });

const languageSchema = z.enum(LOCALES, { error: "field.invalid" });

/** GET /api/pages/get: one page in the asked language. */
export const sitePageQuerySchema = z.object({ slug: sitePageSlugSchema, language: languageSchema });
export type SitePageQuery = z.infer<typeof sitePageQuerySchema>;

/** The reads that take only the language: contacts, careers, events rating. */
export const pagesLanguageQuerySchema = z.object({ language: languageSchema });
export type PagesLanguageQuery = z.infer<typeof pagesLanguageQuerySchema>;

/**
 * A link inside a page: a path of this site ("/events/future") or an https/mailto address.
 * Never `javascript:` or another scheme, so a stored page cannot run script when rendered.
 */
export const pageHrefSchema = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/);

/**
 * A page's body as structured blocks, rendered as React elements (text, never HTML): headings,
 * paragraphs, bullet lists, a call-to-action link and a row of facts (figure + label).
 */
export const pageBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), text: z.string() }),
  z.object({ type: z.literal("paragraph"), text: z.string() }),
  z.object({ type: z.literal("list"), items: z.array(z.string()) }),
  z.object({ type: z.literal("link"), text: z.string(), href: pageHrefSchema }),
  z.object({
    type: z.literal("facts"),
    items: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;

/** One page: its title and description (the document head's too) and its body. */
export const sitePageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  blocks: z.array(pageBlockSchema),
});
export type SitePage = z.infer<typeof sitePageSchema>;

/** GET /api/pages/contacts: the tenant's support desk (SPEC §9), from the tenant's record. */
export const contactsSchema = z.object({
  supportEmail: z.string(),
  /** E.164 ("+74951234567"), null when the tenant answers by e-mail only. */
  supportPhone: z.string().nullable(),
  /** ISO weekdays the desk answers (1 = Monday … 7 = Sunday). */
  supportDays: z.array(z.number().int().min(1).max(7)),
  /** "HH:MM" in the zone below. */
  supportFrom: z.string().regex(/^\d{2}:\d{2}$/),
  supportTo: z.string().regex(/^\d{2}:\d{2}$/),
  timeZone: z.string(),
  /** The postal address of the office, in the asked language; empty when none is shown. */
  address: z.string(),
});
export type Contacts = z.infer<typeof contactsSchema>;

export const EMPLOYMENT_TYPES = ["full-time", "part-time", "contract", "internship"] as const;
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof employmentTypeSchema>;

/** A job opening as the list shows it. */
export const careerSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  team: z.string(),
  city: z.string(),
  remote: z.boolean(),
  employment: employmentTypeSchema,
  summary: z.string(),
});
export type CareerSummary = z.infer<typeof careerSummarySchema>;

/** GET /api/pages/careers: the open positions, newest first. */
export const careerListSchema = z.object({ items: z.array(careerSummarySchema) });
export type CareerList = z.infer<typeof careerListSchema>;

/**
 * An opening's id as the address carries it: any safe text, and anything but a known id answers 404;
 * control characters and the like are refused as in every free-text field (freeTextSchema).
 */
export const careerQuerySchema = z.object({
  id: freeTextSchema(SITE_PAGE_SLUG_MAX_LENGTH),
  language: languageSchema,
});
export type CareerQuery = z.infer<typeof careerQuerySchema>;

/** GET /api/pages/career: one opening with its description (title and summary are its head's). */
export const careerSchema = careerSummarySchema.extend({
  blocks: z.array(pageBlockSchema),
  /** Where applications go. */
  applyEmail: z.string(),
});
export type Career = z.infer<typeof careerSchema>;

/** One event of the rating, best first. */
export const ratedEventSchema = z.object({
  code: z.string(),
  name: z.string(),
  sportType: sportTypeSchema,
  city: z.string(),
  startsAt: z.string(),
  rating: z.number().min(0).max(5),
  /** The rating was checked by the platform (shown with a mark). */
  ratingApproved: z.boolean(),
});
export type RatedEvent = z.infer<typeof ratedEventSchema>;

/** GET /api/pages/eventsRating: rated events of the tenant's scope, highest rating first. */
export const eventsRatingSchema = z.object({ items: z.array(ratedEventSchema) });
export type EventsRating = z.infer<typeof eventsRatingSchema>;
