import { InvalidInputError } from "../errors/invalid-input-error";
import type { Kopecks } from "../payment/money";
import { isValidCalendarDay, type CalendarDay } from "../time/calendar-day";
import { certificateDocumentNumber, isBirthCertificate } from "./certificate-documents";
import {
  formatCertificateAmount,
  formatCertificateDate,
  formatCertificateNumber,
  formatCorrectionNumber,
  type SamePersonFlag,
  samePersonFlag,
} from "./certificate-format";
import type { CertificatePerson } from "./certificate-person";
import type { QualifyingGroup, TaxOrganizer } from "./eligibility";
import { isValidKpp, isValidLegalEntityInn, isValidPersonInn } from "./identifiers";

/** The form's title as printed (decision 0033 says what of it was confirmed). */
export const TAX_CERTIFICATE_TITLE = "Справка об оплате физкультурно-оздоровительных услуг";

/** Who signs for the organizer. */
export interface TaxSignatory {
  readonly fullName: string;
  readonly position: string | null;
}

/** A person's fields as printed: INN, or else the document. */
export interface CertificatePersonFields {
  readonly lastName: string;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly birthDate: string;
  readonly inn: string | null;
  readonly document: {
    readonly code: string;
    readonly number: string;
    readonly issuedOn: string;
  } | null;
}

/** One line of the annex: what the amount was paid for. */
export interface CertificateAnnexLine {
  readonly event: string;
  readonly race: string;
  readonly raceDate: string;
  readonly paidOn: string;
  readonly amount: string;
}

/**
 * Everything a renderer lays out, already formatted (dates "ДД.ММ.ГГГГ", amounts "123 456,78"):
 * page 1 always, page 2 (the person served) only when the flag is "0", then the annex.
 */
export interface TaxCertificateFields {
  readonly title: string;
  readonly number: string;
  readonly correction: string;
  readonly year: string;
  readonly issuedOn: string;
  readonly organizer: {
    readonly name: string;
    readonly inn: string;
    /** Null for a sole trader: the form then carries the INN only. */
    readonly kpp: string | null;
  };
  readonly taxpayer: CertificatePersonFields;
  readonly samePerson: SamePersonFlag;
  readonly amount: string;
  readonly amountKopecks: Kopecks;
  readonly signatory: TaxSignatory;
  /** The form's pages (1 or 2); the annex follows them. */
  readonly formPages: 1 | 2;
  readonly personServed: CertificatePersonFields | null;
  readonly annex: { readonly lines: readonly CertificateAnnexLine[]; readonly total: string };
}

export interface CertificateInput {
  readonly number: number;
  readonly correction: number;
  readonly year: number;
  readonly issuedOn: CalendarDay;
  readonly group: QualifyingGroup;
  readonly taxpayerId: string;
  readonly taxpayer: CertificatePerson;
  /** The person served's data; ignored (may be the taxpayer's) when they are the taxpayer. */
  readonly personServed: CertificatePerson;
  readonly signatory: TaxSignatory;
}

function assertOrganizer(organizer: TaxOrganizer): void {
  if (organizer.kind === "legalEntity") {
    if (!isValidLegalEntityInn(organizer.inn))
      throw new InvalidInputError(`organizer ${organizer.id}: not an organization's INN`);
    if (organizer.kpp === null || !isValidKpp(organizer.kpp))
      throw new InvalidInputError(`organizer ${organizer.id}: an organization needs a KPP`);
  } else {
    if (!isValidPersonInn(organizer.inn))
      throw new InvalidInputError(`organizer ${organizer.id}: a sole trader's INN has 12 digits`);
    if (organizer.kpp !== null)
      throw new InvalidInputError(`organizer ${organizer.id}: a sole trader has no KPP`);
  }
}

function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function personFields(
  person: CertificatePerson,
  role: "taxpayer" | "personServed",
  issuedOn: CalendarDay,
): CertificatePersonFields {
  if (person.lastName.trim() === "" || person.firstName.trim() === "")
    throw new InvalidInputError(`the ${role} needs a last and a first name`);
  if (!isValidCalendarDay(person.birthDate) || compareDays(person.birthDate, issuedOn) > 0)
    throw new InvalidInputError(`the ${role}'s birth date is not a past day`);
  if (person.inn !== null) {
    if (!isValidPersonInn(person.inn))
      throw new InvalidInputError(`the ${role}'s INN is not a person's INN`);
    return {
      lastName: person.lastName,
      firstName: person.firstName,
      middleName: person.middleName,
      birthDate: formatCertificateDate(person.birthDate),
      inn: person.inn,
      document: null,
    };
  }
  const { document } = person;
  if (!document) throw new InvalidInputError(`the ${role} needs an INN or a document`);
  if (role === "taxpayer" && isBirthCertificate(document.code))
    throw new InvalidInputError("a taxpayer is not named by a birth certificate");
  const number = certificateDocumentNumber(document.code, document.number);
  if (number === null)
    throw new InvalidInputError(`the ${role}'s document number does not fit code ${document.code}`);
  if (
    !isValidCalendarDay(document.issuedOn) ||
    compareDays(document.issuedOn, issuedOn) > 0 ||
    compareDays(document.issuedOn, person.birthDate) < 0
  )
    throw new InvalidInputError(`the ${role}'s document issue date is out of range`);
  return {
    lastName: person.lastName,
    firstName: person.firstName,
    middleName: person.middleName,
    birthDate: formatCertificateDate(person.birthDate),
    inn: null,
    document: { code: document.code, number, issuedOn: formatCertificateDate(document.issuedOn) },
  };
}

/**
 * The certificate of one qualifying group, checked and formatted: the organizer's INN and KPP fit
 * its kind, each person has an INN or a document, no date lies after the issue day, the amount is
 * the group's total and the annex lists its items.
 */
export function buildTaxCertificate(input: CertificateInput): TaxCertificateFields {
  const { group } = input;
  assertOrganizer(group.organizer);
  if (group.items.length === 0 || group.totalKopecks <= 0)
    throw new InvalidInputError("a certificate certifies a positive amount");
  const flag = samePersonFlag(input.taxpayerId, group.personServed.personId);
  const annexLines = group.items.map((item) => ({
    event: item.event.name,
    race: item.race.name,
    raceDate: formatCertificateDate(item.race.date),
    paidOn: formatCertificateDate(item.paidOn),
    amount: formatCertificateAmount(item.amountKopecks),
  }));
  const amount = formatCertificateAmount(group.totalKopecks);
  return {
    title: TAX_CERTIFICATE_TITLE,
    number: formatCertificateNumber(input.number),
    correction: formatCorrectionNumber(input.correction),
    year: String(input.year),
    issuedOn: formatCertificateDate(input.issuedOn),
    organizer: { name: group.organizer.name, inn: group.organizer.inn, kpp: group.organizer.kpp },
    taxpayer: personFields(input.taxpayer, "taxpayer", input.issuedOn),
    samePerson: flag,
    amount,
    amountKopecks: group.totalKopecks,
    signatory: input.signatory,
    formPages: flag === "1" ? 1 : 2,
    personServed:
      flag === "1" ? null : personFields(input.personServed, "personServed", input.issuedOn),
    annex: { lines: annexLines, total: amount },
  };
}
