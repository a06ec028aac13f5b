import { eq, sql } from "drizzle-orm";
import { installmentPlanOutSchema, isLocale, paymentMethodSchema, type Locale } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { preparedPerDb } from "../../../db/prepared";
import { tenants, users } from "../../../db/schema";
import type { ConfirmationFacts } from "../../../outbox/confirmation-mail";
import type { RefundFacts, RefundReason } from "../../../outbox/refund-mail";
import {
  cartView,
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

/** The account and its tenant's support address in one statement: this runs in the callback. */
const payerWithSupport = preparedPerDb((db) =>
  db
    .select({ user: users, supportEmail: tenants.supportEmail })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, sql.placeholder("tenantId")))
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("payer_with_support_email"),
);

/**
 * Who is written to (the account that paid: the maker of a relative's or friend's registration,
 * decision 0030), in which language (the one paid in), about which race.
 */
async function commonFacts(
  db: CoreDb,
  registration: RegistrationRecord,
  payment: PaymentRow,
  knownRecord?: RaceRecord,
): Promise<Common> {
  const payer = registration.madeByUserId ?? registration.userId;
  const record = knownRecord ?? (await findRaceById(db, null, registration.raceId));
  const [found] = await payerWithSupport(db).execute({
    userId: payer,
    tenantId: record.event.tenantId,
  });
  if (!found) throw new Error(`registration ${registration.id} has no account`);
  const { user, supportEmail } = found;
  const form = savedValues(registration);
  // The form names the participant; a maker is greeted by their own name.
  const first =
    registration.madeByUserId === null ? (form.firstName ?? user.firstName) : user.firstName;
  return {
    language: isLocale(payment.language) ? payment.language : "ru",
    recipient: user.email,
    personName: first.trim() === "" ? user.email : first,
    record,
    supportEmail: supportEmail ?? "",
  };
}

/** Everything the confirmation of a just-paid registration says, read in the paying transaction. */
export async function confirmationFacts(
  db: CoreDb,
  paid: RegistrationRecord,
  payment: PaymentRow,
  /** The race's record when the caller read it with the registration. */
  knownRecord?: RaceRecord,
): Promise<ConfirmationFacts> {
  const common = await commonFacts(db, paid, payment, knownRecord);
  const { record, language } = common;
  const plan = installmentPlanOutSchema.nullable().safeParse(payment.installmentPlan);
  return {
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
    cart: await cartView(db, paid, record, language),
    method: paymentMethodSchema.parse(payment.method),
    paidKopecks: payment.amountKopecks,
    installments: plan.success ? plan.data : null,
    supportEmail: common.supportEmail,
  };
}

/** What the notice of a refund says. */
export async function refundFacts(
  db: CoreDb,
  registration: RegistrationRecord,
  payment: PaymentRow,
  reason: RefundReason,
): Promise<RefundFacts> {
  const common = await commonFacts(db, registration, payment);
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
