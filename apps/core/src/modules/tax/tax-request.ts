import { eq, inArray, sql } from "drizzle-orm";
import {
  buildTaxCertificate,
  certificateDocumentNumber,
  computeTaxPreview,
  isBirthCertificate,
  moscowDate,
  parseCalendarDay,
  planCertificates,
  type CalendarDay,
  type CertificatePerson,
  type Locale,
  type QualifyingGroup,
  type TaxChildIdentity,
  type TaxOrganizer,
  type TaxPreview,
  type TaxPreviewAnswer,
  type TaxPreviewItem,
  type TaxSubmitResult,
  isLocale,
} from "@reg/domain";
import type { z } from "zod";
import type { taxPreviewInputSchema, taxSubmitInputSchema } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { pgErrorOf } from "../../db/pg-error";
import {
  taxCertificateCounters,
  taxCertificateLines,
  taxCertificates,
  users,
} from "../../db/schema";
import { AppError } from "../../http/app-error";
import { enqueueMail } from "../../outbox/outbox-mail";
import { taxCertificateMail } from "../../outbox/tax-certificate-mail";
import { certificatesOut, currentCertificates } from "./certificate-rows";
import { renderTaxCertificate } from "./certificate-pdf";
import { loadPaidYear, type PaidYear } from "./paid-orders";
import { resolveRequest, type ResolvedRequest, type TaxPersonRecord } from "./request-parties";

type PreviewInput = z.output<typeof taxPreviewInputSchema>;
type SubmitInput = z.output<typeof taxSubmitInputSchema>;

const pad = (value: number, width: number): string => String(value).padStart(width, "0");
/** "2024-05-12": days go out as the wire's ISO dates. */
const formatIsoDate = (day: CalendarDay): string =>
  `${pad(day.year, 4)}-${pad(day.month, 2)}-${pad(day.day, 2)}`;

interface Evaluated {
  readonly resolved: ResolvedRequest;
  readonly paid: PaidYear;
  readonly preview: TaxPreview;
  readonly plan: ReturnType<typeof planCertificates>;
  readonly names: Map<string, string>;
}

async function evaluate(
  db: CoreDb,
  requesterId: string,
  input: PreviewInput,
  spouseBirthDate?: CalendarDay,
): Promise<Evaluated> {
  const resolved = await resolveRequest(db, requesterId, { ...input, spouseBirthDate });
  const { parties } = resolved;
  const paid = await loadPaidYear(
    db,
    input.year,
    parties.payerIds,
    parties.personsServed.map((p) => p.personId),
  );
  const preview = computeTaxPreview({
    year: input.year,
    taxpayerId: parties.taxpayerId,
    payerIds: parties.payerIds,
    personsServed: parties.personsServed,
    payments: paid.payments,
  });
  const lineIds = preview.groups.flatMap((g) => g.items.map((i) => i.lineId));
  const { issued } = await currentCertificates(db, input.year, resolved.taxpayerKey, lineIds);
  const plan = planCertificates(preview, input.beneficiary, issued);
  const participantIds = [
    ...new Set(
      [...preview.groups.flatMap((g) => g.items), ...preview.excluded].map((i) => i.participantId),
    ),
  ];
  const names = new Map<string, string>();
  if (participantIds.length > 0)
    for (const u of await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, participantIds)))
      names.set(u.id, `${u.lastName} ${u.firstName}`);
  return { resolved, paid, preview, plan, names };
}

function relationOf(e: Evaluated, personId: string): "self" | "child" | "spouse" | "other" {
  if (personId === e.resolved.parties.taxpayerId) return "self";
  if (e.resolved.children.some((c) => c.userId === personId)) return "child";
  if (personId === e.resolved.spouse?.userId || personId === e.resolved.requester.userId)
    return "spouse";
  return "other";
}

function organizerOut(organizer: TaxOrganizer) {
  return {
    id: /^\d+$/.test(organizer.id) ? Number(organizer.id) : null,
    name: organizer.name,
    kind: organizer.kind,
    inn: organizer.inn,
    kpp: organizer.kpp,
  };
}

function itemOut(e: Evaluated, item: TaxPreviewItem) {
  const facts = e.paid.facts.get(item.registrationId);
  return {
    paymentId: item.paymentId,
    registrationId: item.registrationId,
    lineId: item.lineId,
    kind: item.kind,
    paidOn: formatIsoDate(item.paidOn),
    paidByRequester: item.payerId === e.resolved.requester.userId,
    organizer: organizerOut(item.organizer),
    participant: {
      userId: item.participantId,
      name: e.names.get(item.participantId) ?? "",
      relation: relationOf(e, item.participantId),
    },
    event: { code: facts?.eventCode ?? "", name: facts?.eventName ?? { ru: "", en: "" } },
    race: {
      code: facts?.raceCode ?? "",
      name: facts?.raceName ?? { ru: "", en: "" },
      date: formatIsoDate(item.race.date),
    },
    amountKopecks: item.amountKopecks,
  };
}

/** POST /Register/ApiTaxDeductionPreview: what a submit would certify, leave out and do. */
export async function previewTaxRequest(
  db: CoreDb,
  requesterId: string,
  input: PreviewInput,
): Promise<TaxPreviewAnswer> {
  const e = await evaluate(db, requesterId, input);
  const { plan } = e;
  const outcome: TaxPreviewAnswer["outcome"] =
    plan.kind === "rejected"
      ? {
          kind: "rejected",
          code: plan.code,
          certificates: await certificatesOut(
            db,
            plan.certificates.map((c) => c.id),
            requesterId,
          ),
        }
      : {
          kind: "accepted",
          toIssue: plan.toIssue.length,
          toCorrect: await certificatesOut(
            db,
            plan.toCorrect.map((c) => c.certificate.id),
            requesterId,
          ),
          unchanged: await certificatesOut(
            db,
            plan.unchanged.map((c) => c.certificate.id),
            requesterId,
          ),
        };
  return {
    year: input.year,
    groups: e.preview.groups.map((g) => ({
      organizer: organizerOut(g.organizer),
      personServed: {
        userId: g.personServed.personId,
        name: e.names.get(g.personServed.personId) ?? "",
        relation: relationOf(e, g.personServed.personId),
      },
      items: g.items.map((i) => itemOut(e, i)),
      totalKopecks: g.totalKopecks,
    })),
    excluded: e.preview.excluded.map((i) => ({ ...itemOut(e, i), reasons: [...i.reasons] })),
    totalKopecks: e.preview.totalKopecks,
    outcome,
  };
}

const compareDays = (a: CalendarDay, b: CalendarDay): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * A chosen child as page 2 names them: names and birth date from their account, the INN or the
 * document (a birth certificate, usually) from the request, its issue date neither in the future
 * nor before the birth. Failures name the field (`children.<i>.…`).
 */
function childPerson(
  child: TaxPersonRecord,
  identity: TaxChildIdentity,
  index: number,
  today: CalendarDay,
  fields: Record<string, string>,
): CertificatePerson | null {
  const birthDate = child.birthDate;
  if (!birthDate) return null;
  const base = {
    lastName: child.lastName,
    firstName: child.firstName,
    middleName: child.middleName,
    birthDate,
  };
  if (identity.inn) return { ...base, inn: identity.inn, document: null };
  const doc = identity.document;
  if (!doc) {
    fields[`children.${index}.inn`] = "field.required";
    return null;
  }
  const number = certificateDocumentNumber(doc.code, doc.number);
  if (number === null) fields[`children.${index}.document.number`] = "document.invalid";
  const issuedOn = parseCalendarDay(doc.issuedOn.trim());
  if (!issuedOn) fields[`children.${index}.document.issuedOn`] = "field.invalid";
  else if (compareDays(issuedOn, today) > 0)
    fields[`children.${index}.document.issuedOn`] = "issueDate.future";
  else if (compareDays(issuedOn, birthDate) < 0)
    fields[`children.${index}.document.issuedOn`] = "field.invalid";
  if (number === null || !issuedOn) return null;
  return { ...base, inn: null, document: { code: doc.code, number, issuedOn } };
}

function checkTaxpayer(taxpayer: CertificatePerson, today: CalendarDay): void {
  const fields: Record<string, string> = {};
  if (compareDays(taxpayer.birthDate, today) > 0) fields["taxpayer.birthDate"] = "birthDate.future";
  if (taxpayer.document) {
    if (compareDays(taxpayer.document.issuedOn, today) > 0)
      fields["taxpayer.document.issuedOn"] = "issueDate.future";
    if (isBirthCertificate(taxpayer.document.code))
      fields["taxpayer.document.code"] = "document.invalid";
  }
  if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", fields);
}

async function nextNumber(db: CoreDb, organizerId: number, year: number): Promise<number> {
  const [row] = await db
    .insert(taxCertificateCounters)
    .values({ organizerId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [taxCertificateCounters.organizerId, taxCertificateCounters.year],
      set: { lastNumber: sql`${taxCertificateCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: taxCertificateCounters.lastNumber });
  if (!row) throw new Error("no certificate number given");
  return row.lastNumber;
}

export interface SubmitContext {
  readonly now: Date;
  readonly language: Locale;
}

/**
 * POST /Register/ApiTaxDeductionSubmit: the plan carried out in one transaction — each new group a
 * certificate with the organizer's next number and correction 000, each changed or refunded group
 * its next correction (the old row "corrected") — and each new certificate mailed with its PDF.
 * The payers' advisory locks order two submits of the same people, so the second sees the first's
 * certificates and answers ALREADY_SUBMITTED_*; the unique keys hold even without them.
 */
export async function submitTaxRequest(
  db: CoreDb,
  requester: { id: string; email: string; firstName: string; language: string },
  input: SubmitInput,
  context: SubmitContext,
): Promise<TaxSubmitResult> {
  const today = parseCalendarDay(moscowDate(context.now));
  if (!today) throw new Error("today is not a day");
  checkTaxpayer(input.taxpayer, today);
  const spouseBirth = input.payer === "SPOUSE" ? input.taxpayer.birthDate : undefined;
  // Checked once outside the transaction, so bad input is refused before anything is locked.
  const first = await evaluate(db, requester.id, input, spouseBirth);
  const servedChildren = new Map<string, CertificatePerson>();
  const fields: Record<string, string> = {};
  first.resolved.children.forEach((child) => {
    const index = input.children.findIndex((c) => c.userId === child.userId);
    const identity = input.children[index];
    if (!identity) return;
    const person = childPerson(child, identity, index, today, fields);
    if (person) servedChildren.set(child.userId, person);
  });
  input.children.forEach((c, index) => {
    if (!first.resolved.children.some((child) => child.userId === c.userId))
      fields[`children.${index}.userId`] = "field.invalid";
  });
  if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", fields);

  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        for (const id of [...first.resolved.parties.payerIds].sort())
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tax:${id}`}))`);
        const e = await evaluate(tx, requester.id, input, spouseBirth);
        const { plan } = e;
        if (plan.kind === "rejected")
          return {
            kind: "rejected" as const,
            code: plan.code,
            certificates: await certificatesOut(
              tx,
              plan.certificates.map((c) => c.id),
              requester.id,
            ),
          };
        const issue = async (group: QualifyingGroup, number: number, correction: number) => {
          const served = group.personServed;
          const personServed =
            served.personId === e.resolved.parties.taxpayerId
              ? input.taxpayer
              : servedChildren.get(served.personId);
          if (!personServed)
            throw new AppError("VALIDATION_FAILED", { children: "field.required" });
          const organizer = e.paid.organizers.get(group.organizer.id);
          if (!organizer) throw new Error(`organizer ${group.organizer.id} has no row`);
          const certificateFields = buildTaxCertificate({
            number,
            correction,
            year: input.year,
            issuedOn: today,
            group,
            taxpayerId: e.resolved.parties.taxpayerId,
            taxpayer: input.taxpayer,
            personServed,
            signatory: { fullName: organizer.signatoryName, position: organizer.signatoryPosition },
          });
          const [row] = await tx
            .insert(taxCertificates)
            .values({
              organizerId: organizer.id,
              year: input.year,
              number,
              correction,
              requestedByUserId: requester.id,
              payer: input.payer,
              taxpayerKey: e.resolved.taxpayerKey,
              taxpayerUserId: e.resolved.taxpayerUserId,
              personServedUserId: served.personId,
              amountKopecks: group.totalKopecks,
              state: "issued",
              taxpayer: input.taxpayer,
              marriageDeclaredAt: input.payer === "SPOUSE" ? context.now : null,
              fields: certificateFields,
              createdAt: context.now,
            })
            .returning({ id: taxCertificates.id });
          if (!row) throw new Error("certificate not stored");
          await tx.insert(taxCertificateLines).values(
            group.items.map((item) => ({
              certificateId: row.id,
              lineId: item.lineId,
              paymentId: item.paymentId,
              registrationId: item.registrationId,
              amountKopecks: item.amountKopecks,
            })),
          );
          await enqueueMail(
            tx,
            taxCertificateMail({
              certificateId: row.id,
              sendKey: "issued",
              language: isLocale(requester.language) ? requester.language : context.language,
              recipient: requester.email,
              firstName: requester.firstName,
              organizerName: organizer.name,
              number: certificateFields.number,
              correction: certificateFields.correction,
              year: certificateFields.year,
              amount: certificateFields.amount,
              pdf: await renderTaxCertificate(certificateFields),
            }),
            context.now,
          );
          return row.id;
        };
        const issued: string[] = [];
        for (const group of plan.toIssue)
          issued.push(
            await issue(group, await nextNumber(tx, Number(group.organizer.id), input.year), 0),
          );
        const corrected: string[] = [];
        for (const { group, certificate } of plan.toCorrect) {
          await tx
            .update(taxCertificates)
            .set({ state: "corrected" })
            .where(eq(taxCertificates.id, certificate.id));
          corrected.push(await issue(group, certificate.number, certificate.correction + 1));
        }
        return {
          kind: "issued" as const,
          issued: await certificatesOut(tx, issued, requester.id),
          corrected: await certificatesOut(tx, corrected, requester.id),
          unchanged: await certificatesOut(
            tx,
            plan.unchanged.map((u) => u.certificate.id),
            requester.id,
          ),
        };
      });
    } catch (error) {
      // Two submits that slipped past the locks: the loser's insert meets a unique key; once more,
      // it sees the winner's certificates.
      if (pgErrorOf(error)?.code === "23505" && attempt < 2) continue;
      throw error;
    }
  }
}
