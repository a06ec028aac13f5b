import { eq, inArray } from "drizzle-orm";
import { isLocale } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { registrations, tenants, users } from "../../../db/schema";
import { enqueueMail } from "../../../outbox/outbox-mail";
import { registrationRefundMail } from "../../../outbox/registration-refund-mail";
import { eventName, findRaceById, raceName, savedValues, toRecord } from "../../registration";
import { requestersOfCertificatesToCorrect } from "../../tax";
import type { PaymentRow } from "../attempts/payment-queries";

export interface RefundNoticeInput {
  /** registration_refunds.id of the refund just recorded. */
  refundRowId: string;
  payment: PaymentRow;
  /** The order the money was given back for. */
  registrationId: string;
  amountKopecks: number;
  portalUrl: string;
  now: Date;
}

/**
 * The notices of a refund, put in the outbox by the transaction that records it: one to the payer
 * (the lead order's maker, or its participant when they made it — payments keep no payer, decision
 * 0034), and one to each other person who asked for a certificate the refund made wrong. Whoever
 * asked for such a certificate is told they may ask for the corrected one on /tax-deduction. All
 * in the language the payment was made in.
 */
export async function enqueueRefundNotices(db: CoreDb, input: RefundNoticeInput): Promise<void> {
  const { payment } = input;
  const rows = await db
    .select()
    .from(registrations)
    .where(inArray(registrations.id, [...new Set([payment.registrationId, input.registrationId])]));
  const lead = rows.find((row) => row.id === payment.registrationId);
  const refunded = rows.find((row) => row.id === input.registrationId);
  if (!lead || !refunded) throw new Error(`payment ${payment.id} lost its registrations`);
  const payerId = lead.madeByUserId ?? lead.userId;
  const correcting = await requestersOfCertificatesToCorrect(db, payment.id, input.registrationId);
  const recipientIds = [...new Set([payerId, ...correcting])];
  const people = await db.select().from(users).where(inArray(users.id, recipientIds));

  const language = isLocale(payment.language) ? payment.language : "ru";
  const record = await findRaceById(db, null, refunded.raceId);
  const [tenant] = await db
    .select({ supportEmail: tenants.supportEmail })
    .from(tenants)
    .where(eq(tenants.id, record.event.tenantId))
    .limit(1);
  const form = savedValues(toRecord(refunded, input.now));
  const formName = [form.firstName, form.lastName]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .join(" ");
  const taxDeductionUrl = new URL("/tax-deduction", input.portalUrl).toString();

  for (const person of people) {
    const own = person.id === refunded.userId;
    // The participant's own order greets them by the form's name, as the confirmation does.
    const first =
      own && refunded.madeByUserId === null
        ? (form.firstName ?? person.firstName)
        : person.firstName;
    await enqueueMail(
      db,
      registrationRefundMail({
        refundId: input.refundRowId,
        recipientUserId: person.id,
        language,
        recipient: person.email,
        personName: first.trim() === "" ? person.email : first,
        participantName: own ? null : formName === "" ? null : formName,
        eventName: eventName(record.event, language),
        raceName: raceName(record.race, language),
        amountKopecks: input.amountKopecks,
        certificateToCorrect: correcting.includes(person.id),
        taxDeductionUrl,
        supportEmail: tenant?.supportEmail ?? "",
      }),
      input.now,
    );
  }
}
