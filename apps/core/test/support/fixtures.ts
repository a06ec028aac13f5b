import { randomBytes } from "node:crypto";
import type { CoreDb } from "../../src/index";
import { events, options, priceTiers, promoCodes, races } from "../../src/db/schema";
import type { RaceFormSettingsInput } from "../../src/modules/registration/race/race-form-settings";
import { TEST_NOW } from "./clock";

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number): Date => new Date(TEST_NOW.getTime() + days * DAY_MS);

export interface OptionFixture {
  code: string;
  kind?: "insurance" | "service" | "product";
  priceKopecks?: number;
  stock?: number | null;
  taken?: number;
  maxPerOrder?: number | null;
  customPrice?: [number, number];
  /** Insurance only: type and sum insured (the sport is the event's). */
  insurance?: { type: "accident" | "cancellation" | "bike" | "ski"; sumInsuredKopecks: number };
}

export interface PromoFixture {
  code: string;
  percent?: number;
  fixedKopecks?: number;
  maxUses?: number | null;
  used?: number;
  validFrom?: Date | null;
  validUntil?: Date | null;
}

export interface RaceFixtureOptions {
  tenant?: "default" | "pionercup" | "fontanka";
  capacity?: number;
  taken?: number;
  opensAt?: Date;
  closesAt?: Date;
  startsAt?: Date;
  onlineRegistration?: boolean;
  offlineAtPickup?: boolean;
  promoRequired?: boolean;
  customPrice?: [number, number] | null;
  form?: RaceFormSettingsInput;
  relayStages?: number;
  /** [start, price] pairs; default 1000 ₽ since 10 days ago, 1500 ₽ in 5 days. */
  tiers?: [Date, number][];
  commissionBasisPoints?: number;
  options?: OptionFixture[];
  promos?: PromoFixture[];
}

export interface RaceFixture {
  eventCode: string;
  raceCode: string;
  eventId: number;
  raceId: number;
  optionIds: Record<string, number>;
  promoIds: Record<string, number>;
}

/** A published event with one race (and its options and promo codes) of its own, so tests never share counters. */
export async function createRaceFixture(
  db: CoreDb,
  o: RaceFixtureOptions = {},
): Promise<RaceFixture> {
  const eventCode = `fx-${randomBytes(5).toString("hex")}`;
  const startsAt = o.startsAt ?? daysFromNow(31);
  const [event] = await db
    .insert(events)
    .values({
      code: eventCode,
      tenantId: o.tenant ?? "default",
      sportType: "run",
      nameRu: "Тестовый забег",
      nameEn: "Test Run",
      cityRu: "Москва",
      cityEn: "Moscow",
      locationRu: "Парк Горького",
      locationEn: "Gorky Park",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 5 * 60 * 60 * 1000),
      commissionBasisPoints: o.commissionBasisPoints ?? 500,
    })
    .returning({ id: events.id });
  if (!event) throw new Error("fixture event not stored");
  const [race] = await db
    .insert(races)
    .values({
      eventId: event.id,
      code: "r10",
      position: 0,
      nameRu: "10 км",
      nameEn: "10 km",
      distanceMeters: 10_000,
      distanceUnit: "km",
      startsAt,
      capacity: o.capacity ?? 100,
      taken: o.taken ?? 0,
      minAge: 14,
      maxAge: 99,
      isRelay: o.relayStages !== undefined,
      relayStageCount: o.relayStages ?? null,
      registrationOpensAt: o.opensAt ?? daysFromNow(-10),
      registrationClosesAt: o.closesAt ?? daysFromNow(30),
      onlineRegistration: o.onlineRegistration ?? true,
      offlineAtPickup: o.offlineAtPickup ?? false,
      promoRequired: o.promoRequired ?? false,
      customPriceMinKopecks: o.customPrice?.[0] ?? null,
      customPriceMaxKopecks: o.customPrice?.[1] ?? null,
      formSettings: o.form ?? {},
    })
    .returning({ id: races.id });
  if (!race) throw new Error("fixture race not stored");
  const tiers = o.tiers ?? [
    [daysFromNow(-10), 100_000],
    [daysFromNow(5), 150_000],
  ];
  if (tiers.length > 0)
    await db.insert(priceTiers).values(
      tiers.map(([start, price], position) => ({
        raceId: race.id,
        position,
        startsAt: start,
        priceKopecks: price,
      })),
    );
  const optionIds: Record<string, number> = {};
  for (const opt of o.options ?? []) {
    const kind = opt.insurance ? "insurance" : (opt.kind ?? "product");
    const [row] = await db
      .insert(options)
      .values({
        eventId: event.id,
        code: opt.code,
        kind,
        nameRu: `Опция ${opt.code}`,
        nameEn: `Option ${opt.code}`,
        priceKopecks: opt.priceKopecks ?? 50_000,
        stock: opt.stock === undefined ? null : opt.stock,
        taken: opt.taken ?? 0,
        maxPerOrder: opt.maxPerOrder ?? null,
        customPriceMinKopecks: opt.customPrice?.[0] ?? null,
        customPriceMaxKopecks: opt.customPrice?.[1] ?? null,
        insuranceSport: opt.insurance ? "run" : null,
        insuranceType: opt.insurance?.type ?? null,
        insuranceSumInsuredKopecks: opt.insurance?.sumInsuredKopecks ?? null,
      })
      .returning({ id: options.id });
    if (!row) throw new Error("fixture option not stored");
    optionIds[opt.code] = row.id;
  }
  const promoIds: Record<string, number> = {};
  for (const p of o.promos ?? []) {
    const [row] = await db
      .insert(promoCodes)
      .values({
        eventId: event.id,
        code: p.code,
        discountPercent: p.percent ?? null,
        discountKopecks: p.percent === undefined ? (p.fixedKopecks ?? 10_000) : null,
        maxUses: p.maxUses ?? null,
        used: p.used ?? 0,
        validFrom: p.validFrom ?? null,
        validUntil: p.validUntil ?? null,
      })
      .returning({ id: promoCodes.id });
    if (!row) throw new Error("fixture promo not stored");
    promoIds[p.code] = row.id;
  }
  return { eventCode, raceCode: "r10", eventId: event.id, raceId: race.id, optionIds, promoIds };
}
