import { cartLines, events, options, payments, races, registrations } from "../schema";
import type { CoreDb } from "../database";

/** The database or the seed's transaction: the helpers only insert. */
type Writer = Pick<CoreDb, "insert">;

/**
 * Past paid orders written straight as the payment flow leaves them (a paid registration, its cart
 * lines, one succeeded payment of the recorded amount): the seed's 2024 history for the tax
 * certificates and the tests' (issue 10). The flow itself cannot pay in the past.
 */

export interface PastEventInput {
  code: string;
  tenantId: string;
  nameRu: string;
  nameEn: string;
  cityRu: string;
  cityEn: string;
  startsAt: Date;
  organizerId: number | null;
  inCalendarPlan: boolean;
  commissionBasisPoints: number;
  /** Insurance and a T-shirt sold with the race, so the certificate's exclusions show. */
  withOptions: boolean;
}

export interface PastEvent {
  eventId: number;
  raceId: number;
  insuranceOptionId: number | null;
  goodsOptionId: number | null;
}

/** An event of the past with one 10 km race (and, when asked, insurance and a T-shirt). */
export async function insertPastEvent(db: Writer, input: PastEventInput): Promise<PastEvent> {
  const [event] = await db
    .insert(events)
    .values({
      code: input.code,
      tenantId: input.tenantId,
      sportType: "run",
      nameRu: input.nameRu,
      nameEn: input.nameEn,
      cityRu: input.cityRu,
      cityEn: input.cityEn,
      locationRu: "",
      locationEn: "",
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + 6 * 3_600_000),
      commissionBasisPoints: input.commissionBasisPoints,
      organizerId: input.organizerId,
      inCalendarPlan: input.inCalendarPlan,
      resultsState: "none",
    })
    .returning({ id: events.id });
  if (!event) throw new Error("past event not stored");
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
      startsAt: input.startsAt,
      capacity: 500,
      minAge: 6,
      maxAge: 99,
      registrationOpensAt: new Date(input.startsAt.getTime() - 90 * 86_400_000),
      registrationClosesAt: new Date(input.startsAt.getTime() - 86_400_000),
    })
    .returning({ id: races.id });
  if (!race) throw new Error("past race not stored");
  if (!input.withOptions)
    return { eventId: event.id, raceId: race.id, insuranceOptionId: null, goodsOptionId: null };
  const [insurance, goods] = await db
    .insert(options)
    .values([
      {
        eventId: event.id,
        code: "insurance",
        kind: "insurance",
        nameRu: "Страховка от несчастного случая",
        nameEn: "Accident insurance",
        priceKopecks: 35_000,
        insuranceSport: "run",
        insuranceType: "accident",
        insuranceSumInsuredKopecks: 10_000_000,
      },
      {
        eventId: event.id,
        code: "tshirt",
        kind: "product",
        nameRu: "Футболка участника",
        nameEn: "Finisher T-shirt",
        priceKopecks: 120_000,
      },
    ])
    .returning({ id: options.id });
  return {
    eventId: event.id,
    raceId: race.id,
    insuranceOptionId: insurance?.id ?? null,
    goodsOptionId: goods?.id ?? null,
  };
}

export interface PastOrderInput {
  event: PastEvent;
  participantId: string;
  /** Who made the order for the participant; null when they made it themselves. */
  madeById: string | null;
  paidAt: Date;
  slotKopecks: number;
  commissionBasisPoints: number;
  insurance: boolean;
  goods: boolean;
  birthDate: string;
  lastName: string;
  firstName: string;
}

/** A paid order with its succeeded payment of the amount the cart priced it at. */
export async function insertPastPaidOrder(
  db: Writer,
  input: PastOrderInput,
): Promise<{ registrationId: string; paymentId: string; totalKopecks: number }> {
  const createdAt = new Date(input.paidAt.getTime() - 5 * 60_000);
  const [registration] = await db
    .insert(registrations)
    .values({
      userId: input.participantId,
      madeByUserId: input.madeById,
      eventId: input.event.eventId,
      raceId: input.event.raceId,
      state: "paid",
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 20 * 60_000),
      submittedAt: createdAt,
      paidAt: input.paidAt,
      updatedAt: input.paidAt,
      slotPriceKopecks: input.slotKopecks,
      commissionBasisPoints: input.commissionBasisPoints,
      participant: {
        lastName: input.lastName,
        firstName: input.firstName,
        birthDate: input.birthDate,
      },
    })
    .returning({ id: registrations.id });
  if (!registration) throw new Error("past registration not stored");
  const lines: { optionId: number; price: number }[] = [];
  if (input.insurance && input.event.insuranceOptionId !== null)
    lines.push({ optionId: input.event.insuranceOptionId, price: 35_000 });
  if (input.goods && input.event.goodsOptionId !== null)
    lines.push({ optionId: input.event.goodsOptionId, price: 120_000 });
  if (lines.length > 0)
    await db.insert(cartLines).values(
      lines.map((l) => ({
        registrationId: registration.id,
        optionId: l.optionId,
        count: 1,
        unitPriceKopecks: l.price,
        addedAt: createdAt,
      })),
    );
  // The cart's price: the commission on slot and goods (insurance carries none), rounded half up.
  const base = input.slotKopecks + (input.goods ? 120_000 : 0);
  const commission = Math.floor((base * input.commissionBasisPoints + 5_000) / 10_000);
  const total = base + commission + (input.insurance ? 35_000 : 0);
  const [payment] = await db
    .insert(payments)
    .values({
      registrationId: registration.id,
      provider: "sandbox",
      providerPaymentId: `past-${registration.id}`,
      method: "card",
      status: "succeeded",
      language: "ru",
      amountKopecks: total,
      totalKopecks: total,
      createdAt,
      updatedAt: input.paidAt,
      expiresAt: new Date(createdAt.getTime() + 20 * 60_000),
      completedAt: input.paidAt,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error("past payment not stored");
  return { registrationId: registration.id, paymentId: payment.id, totalKopecks: total };
}
