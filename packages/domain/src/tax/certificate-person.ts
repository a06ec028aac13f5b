import { z } from "zod";
import type { RequiredTextRule } from "../fields/field-rule";
import { fieldRules } from "../fields/field-rules";
import { toZod } from "../fields/to-zod";
import { parseCalendarDay, type CalendarDay } from "../time/calendar-day";
import {
  certificateDocumentNumber,
  FNS_DOCUMENT_CODES,
  type FnsDocumentCode,
  isBirthCertificate,
  validateCertificateDocumentNumber,
} from "./certificate-documents";
import { isValidPersonInn } from "./identifiers";

/** The identity document a person without an INN is named by on a certificate. */
export interface CertificateDocument {
  readonly code: FnsDocumentCode;
  /** As printed: certificateDocumentNumber's form. */
  readonly number: string;
  readonly issuedOn: CalendarDay;
}

/** A person as a certificate names them: the taxpayer, or the person served on page 2. */
export interface CertificatePerson {
  readonly lastName: string;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly birthDate: CalendarDay;
  /** A 12-digit INN; when given, the document is not printed. */
  readonly inn: string | null;
  /** Required when there is no INN. */
  readonly document: CertificateDocument | null;
}

export type CertificatePersonRole = "taxpayer" | "personServed";

const issueDateRule: RequiredTextRule = {
  type: "text",
  trim: true,
  required: "field.required",
  checks: [
    { kind: "calendarDate", message: "field.invalid" },
    { kind: "notFutureDate", message: "issueDate.future" },
  ],
};

const documentSchema = z.object({
  code: z.enum(FNS_DOCUMENT_CODES as [FnsDocumentCode, ...FnsDocumentCode[]], {
    error: "documentType.notSelected",
  }),
  number: z.string({ error: "field.required" }),
  issuedOn: toZod(issueDateRule),
});

const emptyToUndefined = (value: unknown): unknown =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * A person's certificate data as a form sends it (the spouse payer's, a child's): names, birth date
 * ("YYYY-MM-DD", not in the future), and an INN or a document (code, series and number, issue
 * date neither in the future nor before the birth date). A taxpayer is never named by a birth
 * certificate. Parses to a CertificatePerson; failures carry validation message ids.
 */
export function certificatePersonSchema(role: CertificatePersonRole) {
  return z
    .object({
      lastName: toZod(fieldRules.lastName),
      firstName: toZod(fieldRules.firstName),
      middleName: toZod(fieldRules.patronymic),
      birthDate: toZod(fieldRules.birthDate),
      inn: z.preprocess(
        emptyToUndefined,
        z.string().trim().refine(isValidPersonInn, { error: "inn.invalid" }).optional(),
      ),
      document: documentSchema.optional(),
    })
    .superRefine((person, ctx) => {
      const { document } = person;
      if (!person.inn && !document) {
        ctx.addIssue({ code: "custom", path: ["inn"], message: "field.required" });
        return;
      }
      if (!document) return;
      const failure = validateCertificateDocumentNumber(document.code, document.number);
      if (failure) ctx.addIssue({ code: "custom", path: ["document", "number"], message: failure });
      if (role === "taxpayer" && isBirthCertificate(document.code))
        ctx.addIssue({ code: "custom", path: ["document", "code"], message: "document.invalid" });
      if (document.issuedOn < person.birthDate)
        ctx.addIssue({ code: "custom", path: ["document", "issuedOn"], message: "field.invalid" });
    })
    .transform((person): CertificatePerson => {
      const day = (text: string): CalendarDay => {
        const parsed = parseCalendarDay(text);
        // The rules above admitted only real days.
        if (!parsed) throw new RangeError(`not a calendar day: ${text}`);
        return parsed;
      };
      const { document } = person;
      return {
        lastName: person.lastName,
        firstName: person.firstName,
        middleName: person.middleName ?? null,
        birthDate: day(person.birthDate),
        inn: person.inn ?? null,
        // With an INN the document is not printed, so it is not kept either.
        document:
          !person.inn && document
            ? {
                code: document.code,
                number:
                  certificateDocumentNumber(document.code, document.number) ?? document.number,
                issuedOn: day(document.issuedOn),
              }
            : null,
      };
    });
}
