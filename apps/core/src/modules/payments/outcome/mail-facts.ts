import {
  defined,
  installmentPlanOutSchema,
  isLocale,
  paymentMethodSchema,
  type Locale,
} from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { idList, inTextsAt, inUuidsAt } from "../../../db/id-list";
import { preparedPerDb } from "../../../db/prepared";
import { tenants, users } from "../../../db/schema";
import type { UserRow } from "../../account";
import type { ConfirmationFacts } from "../../../outbox/confirmation-mail";
import type { RefundFacts, RefundReason } from "../../../outbox/refund-mail";
import {
  cartLinesOfEach,
  cartView,
  NO_ADJUSTMENT,
  savedValues,
  findRaceById,
  type RaceRecord,
  byLanguage,
  eventName,
  raceName,
  type RegistrationRecord,
} from "../../registration";
import type { PaymentRow } from "../attempts/payment-queries";

interface Common {
  language: Locale;
  recipient: string;
  personName: string;
  record: RaceRecord;
  supportEmail: string;
}

/** An order's payer and its tenant's support address, as the mails about its payment need them. */
interface Payer {
  user: UserRow;
  supportEmail: string;
}

/** An order a mail about its payment is written for; its race's record when already read. */
export interface OrderOfPayment {
  registration: RegistrationRecord;
  payment: PaymentRow;
  record?: RaceRecord | undefined;
}

// Every batch of callbacks reads them: built once (db/prepared.ts).
const payersStatement = preparedPerDb((db) =>
  db
    .select({ user: users, tenantId: tenants.id, supportEmail: tenants.supportEmail })
    .from(users)
    .leftJoin(tenants, inTextsAt(tenants.id, "tenantIds"))
    .where(inUuidsAt(users.id, "userIds"))
    .prepare("payers_with_tenants"),
);

/** The account that paid: the maker of a relative's or friend's registration (decision 0030). */
function payerIdOf(registration: RegistrationRecord): string {
  return registration.madeByUserId ?? registration.userId;
}

/**
 * Each order's payer with its tenant's support address, one statement for any number of orders
 * (this runs in the callbacks' transaction): every payer beside every tenant of the batch, a
 * handful of tenants at most.
 */
async function payersOf(
  db: CoreDb,
  orders: readonly { registration: RegistrationRecord; record: RaceRecord }[],
): Promise<Map<string, Payer>> {
  const rows = await payersStatement(db).execute({
    tenantIds: idList([...new Set(orders.map((o) => o.record.event.tenantId))]),
    userIds: idList([...new Set(orders.map((o) => payerIdOf(o.registration)))]),
  });
  const payers = new Map<string, Payer>();
  for (const { registration, record } of orders) {
    const payerId = payerIdOf(registration);
    const mine = rows.filter((row) => row.user.id === payerId);
    const row = mine.find((r) => r.tenantId === record.event.tenantId) ?? mine[0];
    if (!row) throw new Error(`registration ${registration.id} has no account`);
    payers.set(registration.id, {
      user: row.user,
      supportEmail: row.tenantId === record.event.tenantId ? (row.supportEmail ?? "") : "",
    });
  }
  return payers;
}

/** Races of orders whose record the caller did not read (a payment of several orders). */
async function withRecords(
  db: CoreDb,
  orders: readonly OrderOfPayment[],
): Promise<(OrderOfPayment & { record: RaceRecord })[]> {
  const known: (OrderOfPayment & { record: RaceRecord })[] = [];
  for (const order of orders)
    known.push({
      ...order,
      record: order.record ?? (await findRaceById(db, null, order.registration.raceId)),
    });
  return known;
}

/**
 * Who is written to (the account that paid), in which language (the one paid in), about which
 * race.
 */
function commonFacts(
  registration: RegistrationRecord,
  payment: PaymentRow,
  record: RaceRecord,
  { user, supportEmail }: Payer,
): Common {
  const form = savedValues(registration);
  // The form names the participant; a maker is greeted by their own name.
  const first =
    registration.madeByUserId === null ? (form.firstName ?? user.firstName) : user.firstName;
  return {
    language: isLocale(payment.language) ? payment.language : "ru",
    recipient: user.email,
    personName: first.trim() === "" ? user.email : first,
    record,
    supportEmail,
  };
}

/**
 * Everything the confirmations of just-paid registrations say, read in the paying transaction:
 * the payers and the cart lines of all of them with one statement each.
 */
export async function confirmationFactsOf(
  db: CoreDb,
  orders: readonly OrderOfPayment[],
): Promise<ConfirmationFacts[]> {
  if (orders.length === 0) return [];
  const known = await withRecords(db, orders);
  const payers = await payersOf(db, known);
  const lines = await cartLinesOfEach(
    db,
    known.map((order) => order.registration.id),
  );
  const facts: ConfirmationFacts[] = [];
  for (const { registration: paid, payment, record } of known) {
    const common = commonFacts(paid, payment, record, defined(payers.get(paid.id)));
    const { language } = common;
    const plan = installmentPlanOutSchema.nullable().safeParse(payment.installmentPlan);
    facts.push({
      registrationId: paid.id,
      language,
      recipient: common.recipient,
      personName: common.personName,
      eventName: eventName(record.event, language),
      raceName: raceName(record.race, language),
      startsAt: record.race.startsAt,
      place: [
        byLanguage(language, record.event.cityRu, record.event.cityEn),
        byLanguage(language, record.event.locationRu, record.event.locationEn),
      ]
        .filter((part) => part !== "")
        .join(", "),
      cart: await cartView(db, paid, record, language, NO_ADJUSTMENT, lines.get(paid.id) ?? []),
      method: paymentMethodSchema.parse(payment.method),
      paidKopecks: payment.amountKopecks,
      installments: plan.success ? plan.data : null,
      supportEmail: common.supportEmail,
    });
  }
  return facts;
}

/** What the notice of a refund says. */
export async function refundFacts(
  db: CoreDb,
  registration: RegistrationRecord,
  payment: PaymentRow,
  reason: RefundReason,
): Promise<RefundFacts> {
  const [order] = await withRecords(db, [{ registration, payment }]);
  const { record } = defined(order);
  const payer = (await payersOf(db, [{ registration, record }])).get(registration.id);
  const common = commonFacts(registration, payment, record, defined(payer));
  return {
    paymentId: payment.id,
    language: common.language,
    recipient: common.recipient,
    personName: common.personName,
    eventName: eventName(common.record.event, common.language),
    raceName: raceName(common.record.race, common.language),
    amountKopecks: payment.amountKopecks,
    reason,
    supportEmail: common.supportEmail,
  };
}
