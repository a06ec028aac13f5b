import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { regionOfCity, taxSubmitInputSchema, UNKNOWN_FAMILY_RELATION } from "@reg/domain";
import { hashPassword } from "../../modules/account";
import { recordRegistrationRefund, submitTaxRequest } from "../../modules/tax";
import { events, familyMembers, organizers, outboxMessages, users } from "../schema";
import { EVENT_SEEDS } from "./all-events";
import { insertPastEvent, insertPastPaidOrder } from "./paid-history";
import {
  CERTIFIED_THEN_REFUNDED,
  ORGANIZER_SEEDS,
  PAST_EVENT_SEEDS,
  PAST_ORDER_SEEDS,
  SEEDED_PERSON_PASSWORD,
  TAX_PEOPLE,
  listedYears,
  taxOfEvent,
  type TaxPersonKey,
} from "./tax-data";
import type { CoreTx } from "./transaction";

/** Platform commission of the 2024 events, as the live events charge it (5 %). */
const PAST_COMMISSION_BASIS_POINTS = 500;
/** When the parents added their families to their groups: before any of their 2024 races. */
const FAMILY_ADDED_AT = new Date("2024-01-15T10:00:00+03:00");

/**
 * The tax data (issue 10, decision 0034): organizers upserted by code, every seeded event linked to
 * one and flagged in or out of a calendar plan (re-set on each run, as the event upsert resets
 * them), the demo's family accounts and group added once, and the 2024 events with their paid
 * orders written once per event code — a re-seed neither doubles a payment nor moves a past date —
 * and, with the refunded race's orders, a certificate issued and then marked by the refund.
 * Existing accounts are left alone but for a missing birth date and patronymic on the demo's
 * profile, which the certificate prints.
 */
export async function seedTax(tx: CoreTx, year: number): Promise<void> {
  const organizerRows = await tx
    .insert(organizers)
    .values(
      ORGANIZER_SEEDS.map(({ listedFrom, ...o }) => ({
        ...o,
        listedYears: listedYears(listedFrom, year),
      })),
    )
    .onConflictDoUpdate({
      target: organizers.code,
      set: {
        kind: sql`excluded.kind`,
        name: sql`excluded.name`,
        inn: sql`excluded.inn`,
        kpp: sql`excluded.kpp`,
        ogrn: sql`excluded.ogrn`,
        ogrnip: sql`excluded.ogrnip`,
        address: sql`excluded.address`,
        signatoryName: sql`excluded.signatory_name`,
        signatoryPosition: sql`excluded.signatory_position`,
        listedYears: sql`excluded.listed_years`,
      },
    })
    .returning({ id: organizers.id, code: organizers.code });
  const organizerId = new Map(organizerRows.map((o) => [o.code, o.id]));
  const idOf = (code: string): number => {
    const id = organizerId.get(code);
    if (id === undefined) throw new Error(`Seed organizer ${code} was not stored`);
    return id;
  };

  for (const e of EVENT_SEEDS) {
    const tax = taxOfEvent(e);
    await tx
      .update(events)
      .set({
        organizerId: tax.organizer === null ? null : idOf(tax.organizer),
        inCalendarPlan: tax.inCalendarPlan,
      })
      .where(eq(events.code, e.code));
  }

  const people = await seedFamily(tx);
  const personOf = (key: TaxPersonKey) => {
    const p = people.get(key);
    if (!p) throw new Error(`Seed person ${key} was not stored`);
    return p;
  };

  const known = new Set(
    (
      await tx
        .select({ code: events.code })
        .from(events)
        .where(
          inArray(
            events.code,
            PAST_EVENT_SEEDS.map((e) => e.code),
          ),
        )
    ).map((e) => e.code),
  );
  let refunded: { registrationId: string; paymentId: string; totalKopecks: number } | undefined;
  for (const seed of PAST_EVENT_SEEDS.filter((e) => !known.has(e.code))) {
    const event = await insertPastEvent(tx, {
      code: seed.code,
      tenantId: "default",
      nameRu: seed.nameRu,
      nameEn: seed.nameEn,
      cityRu: seed.cityRu,
      cityEn: seed.cityEn,
      startsAt: new Date(seed.startsAt),
      organizerId: idOf(seed.organizer),
      inCalendarPlan: seed.inCalendarPlan,
      commissionBasisPoints: PAST_COMMISSION_BASIS_POINTS,
      withOptions: true,
    });
    // Unpublished: the catalogue and its tests hold the demo's own season (EVENT_SEEDS), and a
    // 2024 race is reached through the person's history and certificates, not the list.
    await tx
      .update(events)
      .set({ region: regionOfCity(seed.cityEn) ?? null, isPublished: false })
      .where(eq(events.id, event.eventId));
    for (const order of PAST_ORDER_SEEDS.filter((o) => o.event === seed.code)) {
      const runner = personOf(order.runner);
      const payer = personOf(order.payer);
      const paid = await insertPastPaidOrder(tx, {
        event,
        participantId: runner.id,
        madeById: runner.id === payer.id ? null : payer.id,
        paidAt: new Date(order.paidAt),
        slotKopecks: order.slotKopecks,
        commissionBasisPoints: PAST_COMMISSION_BASIS_POINTS,
        insurance: order.extras,
        goods: order.extras,
        birthDate: runner.birthDate,
        lastName: runner.lastName,
        firstName: runner.firstName,
      });
      if (seed.code === CERTIFIED_THEN_REFUNDED.refund.event && order.runner === certified)
        refunded = paid;
    }
  }
  if (refunded) await certifyThenRefund(tx, personOf(certified), refunded);
}

const certified = CERTIFIED_THEN_REFUNDED.person;

/**
 * The certificate the real submit issues (numbered, PDF, mail in the outbox), then the refund the
 * real refund path records, which marks it "needs correction".
 */
async function certifyThenRefund(
  tx: CoreTx,
  person: SeededPerson,
  order: { registrationId: string; paymentId: string; totalKopecks: number },
): Promise<void> {
  const seed = TAX_PEOPLE.find((p) => p.key === certified);
  if (!seed) throw new Error(`Seed person ${certified} is not listed`);
  await submitTaxRequest(
    tx,
    { id: person.id, email: seed.email, firstName: seed.firstName, language: "ru" },
    taxSubmitInputSchema.parse({
      year: 2024,
      payer: "MY_SELF",
      beneficiary: "MY_SELF",
      taxpayer: {
        lastName: seed.lastName,
        firstName: seed.firstName,
        middleName: seed.patronymic,
        birthDate: seed.birthDate,
        inn: CERTIFIED_THEN_REFUNDED.inn,
      },
    }),
    { now: new Date(CERTIFIED_THEN_REFUNDED.certifiedAt), language: "ru" },
  );
  // Its mail went out in 2025, when it was issued: nothing of it is left for today's outbox.
  await tx
    .update(outboxMessages)
    .set({ sentAt: new Date(CERTIFIED_THEN_REFUNDED.certifiedAt) })
    .where(and(eq(outboxMessages.recipient, seed.email), isNull(outboxMessages.sentAt)));
  await recordRegistrationRefund(tx, {
    registrationId: order.registrationId,
    paymentId: order.paymentId,
    amountKopecks: order.totalKopecks,
    reason: CERTIFIED_THEN_REFUNDED.refund.reason,
    at: new Date(CERTIFIED_THEN_REFUNDED.refund.at),
  });
}

interface SeededPerson {
  id: string;
  birthDate: string;
  lastName: string;
  firstName: string;
}

/**
 * The seeded people but the demo (who exists already): adults with their own password, children as
 * accounts a parent made (no password yet, as the family module leaves them), added once; the
 * demo's profile gets his birth date and patronymic when it has none. Each family group holds the
 * people `familyOf` names, as the relation it names (decision 0042).
 */
async function seedFamily(tx: CoreTx): Promise<Map<string, SeededPerson>> {
  const emails = TAX_PEOPLE.map((p) => p.email);
  const existing = new Set(
    (await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map(
      (u) => u.email,
    ),
  );
  const adultHash = await hashPassword(SEEDED_PERSON_PASSWORD);
  const missing = TAX_PEOPLE.filter((p) => p.key !== "demo" && !existing.has(p.email));
  if (missing.length > 0)
    await tx
      .insert(users)
      .values(
        missing.map((p) => ({
          email: p.email,
          firstName: p.firstName,
          lastName: p.lastName,
          // "unset" is the family module's mark of an account its owner made and nobody took over.
          passwordHash: p.signsIn ? adultHash : "unset",
          language: "ru",
          profile: { birthDate: p.birthDate, gender: p.gender, patronymic: p.patronymic },
        })),
      )
      .onConflictDoNothing({ target: users.email });
  const demo = TAX_PEOPLE.find((p) => p.key === "demo");
  if (demo)
    await tx
      .update(users)
      .set({
        profile: sql`coalesce(${users.profile}, '{}'::jsonb) || ${JSON.stringify({
          birthDate: demo.birthDate,
          gender: demo.gender,
          patronymic: demo.patronymic,
        })}::jsonb`,
      })
      .where(
        sql`${users.email} = ${demo.email} and coalesce(${users.profile}->>'birthDate', '') = ''`,
      );
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      lastName: users.lastName,
      firstName: users.firstName,
    })
    .from(users)
    .where(inArray(users.email, emails));
  const people = new Map<string, SeededPerson>();
  for (const p of TAX_PEOPLE) {
    const row = rows.find((r) => r.email === p.email);
    if (row)
      people.set(p.key, {
        id: row.id,
        birthDate: p.birthDate,
        lastName: row.lastName,
        firstName: row.firstName,
      });
  }
  const memberships = TAX_PEOPLE.flatMap((p) => {
    const owner = p.familyOf === null ? undefined : people.get(p.familyOf.owner);
    const member = people.get(p.key);
    return owner && member && p.familyOf
      ? [
          {
            ownerUserId: owner.id,
            memberUserId: member.id,
            createdByOwner: !p.signsIn,
            relation: p.familyOf.relation,
            addedAt: FAMILY_ADDED_AT,
          },
        ]
      : [];
  });
  // A group seeded before relations existed reads `other` (migration 0018): the seed says who they
  // are then. A relation its owner has changed since (anything but `other`) is theirs and stays.
  if (memberships.length > 0)
    await tx
      .insert(familyMembers)
      .values(memberships)
      .onConflictDoUpdate({
        target: [familyMembers.ownerUserId, familyMembers.memberUserId],
        set: { relation: sql`excluded.relation` },
        setWhere: sql`${familyMembers.relation} = ${UNKNOWN_FAMILY_RELATION}`,
      });
  return people;
}
