import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import {
  formatCertificateNumber,
  formatCorrectionNumber,
  type IssuedCertificate,
  type TaxCertificateOut,
  type TaxDeductionPayer,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { organizers, taxCertificateLines, taxCertificates, users } from "../../db/schema";

export type CertificateRow = typeof taxCertificates.$inferSelect;

/** The domain's taxpayer id of a stored key: the account id, or the spouse-without-account id. */
export const taxpayerIdOfKey = (key: string): string =>
  key.startsWith("user:") ? key.slice("user:".length) : key;

/**
 * The latest correction of every certificate the plan must know: the taxpayer's own, and any
 * other taxpayer's that certifies one of `lineIds` (the other spouse's). Corrected ones are
 * history; their successor stands for them.
 */
export async function currentCertificates(
  db: CoreDb,
  year: number,
  taxpayerKey: string,
  lineIds: readonly string[],
): Promise<{ issued: IssuedCertificate[]; rows: Map<string, CertificateRow> }> {
  const touching =
    lineIds.length === 0
      ? sql`false`
      : sql`exists (select 1 from tax_certificate_lines l where l.certificate_id = ${taxCertificates.id}
                     and l.line_id in (${sql.join(
                       lineIds.map((id) => sql`${id}`),
                       sql`, `,
                     )}))`;
  const rows = await db
    .select()
    .from(taxCertificates)
    .where(
      and(
        eq(taxCertificates.year, year),
        ne(taxCertificates.state, "corrected"),
        or(eq(taxCertificates.taxpayerKey, taxpayerKey), touching),
      ),
    );
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({
            certificateId: taxCertificateLines.certificateId,
            lineId: taxCertificateLines.lineId,
          })
          .from(taxCertificateLines)
          .where(
            inArray(
              taxCertificateLines.certificateId,
              rows.map((r) => r.id),
            ),
          );
  const issued = rows.map((row): IssuedCertificate => ({
    id: row.id,
    year: row.year,
    organizerId: String(row.organizerId),
    number: row.number,
    correction: row.correction,
    taxpayerId: taxpayerIdOfKey(row.taxpayerKey),
    personServedId: row.personServedUserId,
    amountKopecks: row.amountKopecks,
    lineIds: lines.filter((l) => l.certificateId === row.id).map((l) => l.lineId),
    state: row.state === "needsCorrection" ? "needsCorrection" : "issued",
  }));
  return { issued, rows: new Map(rows.map((r) => [r.id, r])) };
}

function fullName(person: { lastName: string; firstName: string; middleName?: string | null }) {
  return [person.lastName, person.firstName, person.middleName ?? ""].filter((p) => p).join(" ");
}

/** Certificates as the wire shows them, in the order of `ids`. */
export async function certificatesOut(
  db: CoreDb,
  ids: readonly string[],
  requesterId: string,
): Promise<TaxCertificateOut[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ certificate: taxCertificates, organizer: organizers, served: users })
    .from(taxCertificates)
    .innerJoin(organizers, eq(organizers.id, taxCertificates.organizerId))
    .innerJoin(users, eq(users.id, taxCertificates.personServedUserId))
    .where(inArray(taxCertificates.id, [...ids]));
  const lines = await db
    .selectDistinct({
      certificateId: taxCertificateLines.certificateId,
      registrationId: taxCertificateLines.registrationId,
    })
    .from(taxCertificateLines)
    .where(inArray(taxCertificateLines.certificateId, [...ids]));
  const byId = new Map(rows.map((r) => [r.certificate.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { certificate: c, organizer: o, served } = row;
    const taxpayerId = taxpayerIdOfKey(c.taxpayerKey);
    const relation =
      c.personServedUserId === taxpayerId
        ? c.personServedUserId === requesterId
          ? "self"
          : "spouse"
        : "child";
    return [
      {
        id: c.id,
        year: c.year,
        number: formatCertificateNumber(c.number),
        correction: formatCorrectionNumber(c.correction),
        state:
          c.state === "needsCorrection"
            ? "needsCorrection"
            : c.state === "corrected"
              ? "corrected"
              : "issued",
        payer: c.payer as TaxDeductionPayer,
        organizer: {
          id: o.id,
          name: o.name,
          kind: o.kind === "soleTrader" ? "soleTrader" : "legalEntity",
          inn: o.inn,
          kpp: o.kpp,
        },
        taxpayerName: fullName(c.taxpayer),
        personServed: {
          userId: served.id,
          name: [served.lastName, served.firstName].join(" "),
          relation,
        },
        samePerson: c.personServedUserId === taxpayerId ? "1" : "0",
        amountKopecks: c.amountKopecks,
        registrationIds: lines.filter((l) => l.certificateId === id).map((l) => l.registrationId),
        createdAt: c.createdAt.toISOString(),
      } satisfies TaxCertificateOut,
    ];
  });
}

/** Every certificate the person asked for, newest first, corrections and their history included. */
export async function listCertificates(
  db: CoreDb,
  requesterId: string,
): Promise<TaxCertificateOut[]> {
  const rows = await db
    .select({ id: taxCertificates.id })
    .from(taxCertificates)
    .where(eq(taxCertificates.requestedByUserId, requesterId))
    .orderBy(
      sql`${taxCertificates.createdAt} desc, ${taxCertificates.number}, ${taxCertificates.correction} desc`,
    );
  return certificatesOut(
    db,
    rows.map((r) => r.id),
    requesterId,
  );
}

/** The person's own certificate, or NOT_FOUND for anyone else's id (nobody learns it exists). */
export async function ownCertificate(
  db: CoreDb,
  certificateId: string,
  requesterId: string,
): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(taxCertificates)
    .where(
      and(
        eq(taxCertificates.id, certificateId),
        eq(taxCertificates.requestedByUserId, requesterId),
      ),
    )
    .limit(1);
  return row ?? null;
}
