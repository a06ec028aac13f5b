import { and, eq, inArray } from "drizzle-orm";
import type { CoreDb } from "../../db/database";
import { registrationRefunds, taxCertificateLines, taxCertificates } from "../../db/schema";

export interface RecordedRefund {
  readonly registrationId: string;
  readonly paymentId: string;
  readonly amountKopecks: number;
  readonly reason: string;
  readonly at: Date;
  /** The acquirer's refund this records (decision 0043): one row per (provider, refund id). */
  readonly acquirer?: { readonly provider: string; readonly refundId: string };
}

/**
 * Records money given back for a paid registration and, in the same transaction, marks every
 * standing certificate of that payment's lines "needs correction" (decision 0034): the next submit
 * issues its correction. Call it inside the refund's own transaction.
 */
export async function recordRegistrationRefund(
  db: CoreDb,
  refund: RecordedRefund,
): Promise<number> {
  await db.insert(registrationRefunds).values({
    registrationId: refund.registrationId,
    paymentId: refund.paymentId,
    amountKopecks: refund.amountKopecks,
    reason: refund.reason,
    refundedAt: refund.at,
    provider: refund.acquirer?.provider ?? null,
    providerRefundId: refund.acquirer?.refundId ?? null,
  });
  const touched = await db
    .selectDistinct({ id: taxCertificateLines.certificateId })
    .from(taxCertificateLines)
    .where(
      and(
        eq(taxCertificateLines.registrationId, refund.registrationId),
        eq(taxCertificateLines.paymentId, refund.paymentId),
      ),
    );
  if (touched.length === 0) return 0;
  const marked = await db
    .update(taxCertificates)
    .set({ state: "needsCorrection" })
    .where(
      and(
        inArray(
          taxCertificates.id,
          touched.map((t) => t.id),
        ),
        eq(taxCertificates.state, "issued"),
      ),
    )
    .returning({ id: taxCertificates.id });
  return marked.length;
}

/**
 * Who asked for the certificates of a payment's registration that now wait for their correction:
 * the people a refund's notice tells to ask again on the tax-deduction page.
 */
export async function requestersOfCertificatesToCorrect(
  db: CoreDb,
  paymentId: string,
  registrationId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: taxCertificates.requestedByUserId })
    .from(taxCertificates)
    .innerJoin(taxCertificateLines, eq(taxCertificateLines.certificateId, taxCertificates.id))
    .where(
      and(
        eq(taxCertificateLines.paymentId, paymentId),
        eq(taxCertificateLines.registrationId, registrationId),
        eq(taxCertificates.state, "needsCorrection"),
      ),
    );
  return rows.map((row) => row.userId).sort();
}
