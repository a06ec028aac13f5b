import { sql } from "drizzle-orm";
import { check, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";

export const ORGANIZER_KINDS = ["legalEntity", "soleTrader"] as const;

/**
 * Who holds an event and is paid for it, as a tax certificate names them (issue 10, decision 0034):
 * a legal entity (10-digit INN, KPP, OGRN) or a sole trader (12-digit INN, OGRNIP, no KPP), the
 * person who signs its certificates, and the tax years it is on the Ministry of Sport's list of
 * organizations providing fitness services. The checksums are checked by the seed and by whoever
 * adds a row (the domain's isValidInn…); the table keeps the shapes.
 */
export const organizers = pgTable(
  "organizers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull().unique("organizers_code_unique"),
    kind: text("kind").notNull(),
    /** The full name as the certificate prints it: «ООО "…"», «ИП Фамилия Имя Отчество». */
    name: text("name").notNull(),
    inn: text("inn").notNull().unique("organizers_inn_unique"),
    kpp: text("kpp"),
    ogrn: text("ogrn"),
    ogrnip: text("ogrnip"),
    address: text("address").notNull().default(""),
    signatoryName: text("signatory_name").notNull(),
    signatoryPosition: text("signatory_position"),
    /** Tax years the organizer is on the Ministry of Sport's list for. */
    listedYears: smallint("listed_years")
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
  },
  (t) => [
    check("organizers_kind_check", sql`${t.kind} in ('legalEntity', 'soleTrader')`),
    check(
      "organizers_identifiers_check",
      sql`(${t.kind} = 'legalEntity' and ${t.inn} ~ '^[0-9]{10}$' and ${t.kpp} ~ '^[0-9]{4}[0-9A-Z]{2}[0-9]{3}$' and ${t.ogrn} ~ '^[15][0-9]{12}$' and ${t.ogrnip} is null)
        or (${t.kind} = 'soleTrader' and ${t.inn} ~ '^[0-9]{12}$' and ${t.kpp} is null and ${t.ogrn} is null and ${t.ogrnip} ~ '^3[0-9]{14}$')`,
    ),
    check("organizers_name_check", sql`char_length(${t.name}) between 1 and 300`),
  ],
);
