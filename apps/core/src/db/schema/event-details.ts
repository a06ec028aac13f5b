import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uuid,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { events, races } from "./catalog";
import { registrations } from "./registrations";
import { inList } from "./sql-lists";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * What the event page shows beyond the list's columns (issue 8 item 2): contacts, the start-pack
 * pickup, the program and the live stream. One row per event at most; texts in both languages.
 */
export const eventDetails = pgTable("event_details", {
  eventId: integer("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  contactEmail: text("contact_email"),
  contactPhone: text("contact_phone"),
  contactTelegram: text("contact_telegram"),
  startPackPlaceRu: text("start_pack_place_ru"),
  startPackPlaceEn: text("start_pack_place_en"),
  startPackAddressRu: text("start_pack_address_ru"),
  startPackAddressEn: text("start_pack_address_en"),
  startPackNoteRu: text("start_pack_note_ru").notNull().default(""),
  startPackNoteEn: text("start_pack_note_en").notNull().default(""),
  /** Pickup windows: [{ "startsAt": ISO, "endsAt": ISO }], in time order. */
  startPackWindows: jsonb("start_pack_windows")
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** The day's program: [{ "startsAt": ISO, "titleRu": "...", "titleEn": "..." }]. */
  program: jsonb("program")
    .notNull()
    .default(sql`'[]'::jsonb`),
  liveStreamUrl: text("live_stream_url"),
});

/** Downloadable files of an event (regulations, a route map); small, so kept in the database. */
export const eventDocuments = pgTable(
  "event_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** The name in the download address and the saved file: [A-Za-z0-9._-] only. */
    fileName: text("file_name").notNull(),
    titleRu: text("title_ru").notNull(),
    titleEn: text("title_en").notNull(),
    mimeType: text("mime_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [
    unique("event_documents_event_file_unique").on(t.eventId, t.fileName),
    check("event_documents_file_name_check", sql`${t.fileName} ~ '^[A-Za-z0-9._-]+$'`),
  ],
);

export const START_LIST_GENDERS = ["male", "female"] as const;

/**
 * The start list (issue 8 item 2): a participant of a race, as the organizer's list or a paid
 * registration puts them. Name, club and city are shown only when `show_in_start_list` (the
 * participant's consent); otherwise the page lists a hidden row and search never reads them.
 */
export const startListEntries = pgTable(
  "start_list_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    raceId: integer("race_id")
      .notNull()
      .references(() => races.id, { onDelete: "cascade" }),
    /** Set when the entry comes from a registration on the portal: listed only once it is paid. */
    registrationId: uuid("registration_id").references(() => registrations.id, {
      onDelete: "cascade",
    }),
    bib: text("bib"),
    nameRu: text("name_ru").notNull(),
    nameEn: text("name_en").notNull(),
    club: text("club"),
    cityRu: text("city_ru"),
    cityEn: text("city_en"),
    birthYear: smallint("birth_year"),
    gender: text("gender"),
    showInStartList: boolean("show_in_start_list").notNull().default(false),
  },
  (t) => [
    index("start_list_entries_event_idx").on(t.eventId, t.raceId),
    // One entry per registration, found by the payment that writes it (and by its cascade).
    uniqueIndex("start_list_entries_registration_idx").on(t.registrationId),
    check(
      "start_list_entries_gender_check",
      sql`${t.gender} is null or ${inList("gender", START_LIST_GENDERS)}`,
    ),
  ],
);
