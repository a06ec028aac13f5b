import {
  formatDayIn,
  parseCalendarDay,
  TAX_CERTIFICATE_PDF_PATH,
  TAX_DEDUCTION_YEARS,
  taxSubmitInputSchema,
  type FnsDocumentCode,
  type Locale,
  type TaxDeductionBeneficiary,
  type TaxDeductionPayer,
  type TaxPreviewInput,
  type TaxSubmitInput,
} from "@reg/domain";
import { setIn, type FormikErrors } from "formik";

/** How a person is named on the certificate: an INN, or an identity document. */
export type IdentityKind = "inn" | "document";

export interface DocumentValues {
  code: FnsDocumentCode | "";
  number: string;
  issuedOn: string;
}

export interface TaxpayerValues {
  lastName: string;
  firstName: string;
  middleName: string;
  birthDate: string;
  idKind: IdentityKind;
  inn: string;
  document: DocumentValues;
}

/** A chosen child: the family member, their name to show, and their INN or birth certificate. */
export interface ChildValues {
  userId: string;
  name: string;
  idKind: IdentityKind;
  inn: string;
  document: DocumentValues;
}

/**
 * The page's form. Its paths are the submit input's ("taxpayer.inn", "children.0.document.number"),
 * so a field error from zod here or from the server lands on the same field without translation.
 * `children` holds the chosen children in the order they were ticked: it is `childIds` too.
 */
export interface TaxFormValues {
  year: string;
  payer: TaxDeductionPayer;
  beneficiary: TaxDeductionBeneficiary;
  /** The spouse's account in the family group when they paid from it; "" when none. */
  spouseUserId: string;
  taxpayer: TaxpayerValues;
  marriageDeclared: boolean;
  children: ChildValues[];
}

export const emptyDocument = (): DocumentValues => ({ code: "", number: "", issuedOn: "" });

/** The form at first: the latest year, myself for myself, my own names from the profile. */
export function initialTaxFormValues(profile?: {
  lastName: string;
  firstName: string;
  patronymic: string;
  birthDate: string;
}): TaxFormValues {
  return {
    year: String(TAX_DEDUCTION_YEARS[TAX_DEDUCTION_YEARS.length - 1]),
    payer: "MY_SELF",
    beneficiary: "MY_SELF",
    spouseUserId: "",
    taxpayer: {
      lastName: profile?.lastName ?? "",
      firstName: profile?.firstName ?? "",
      middleName: profile?.patronymic ?? "",
      birthDate: profile?.birthDate ?? "",
      idKind: "inn",
      inn: "",
      document: emptyDocument(),
    },
    marriageDeclared: false,
    children: [],
  };
}

/** The taxpayer's fields when the payer changes: the profile's names for myself, blank for a spouse. */
export function taxpayerFor(
  payer: TaxDeductionPayer,
  profile?: { lastName: string; firstName: string; patronymic: string; birthDate: string },
): TaxpayerValues {
  return payer === "MY_SELF"
    ? initialTaxFormValues(profile).taxpayer
    : initialTaxFormValues(undefined).taxpayer;
}

/** What the preview is asked: no identities, only whose payments and for whom. */
export function previewInputOf(values: TaxFormValues): TaxPreviewInput {
  return {
    year: Number(values.year) as TaxPreviewInput["year"],
    payer: values.payer,
    beneficiary: values.beneficiary,
    childIds: values.beneficiary === "KIDS" ? values.children.map((c) => c.userId) : [],
    ...(values.payer === "SPOUSE" && values.spouseUserId !== ""
      ? { spouseUserId: values.spouseUserId }
      : {}),
  };
}

function identityOf(values: { idKind: IdentityKind; inn: string; document: DocumentValues }) {
  if (values.idKind === "inn") return { inn: values.inn.trim() };
  return {
    document: {
      // An unchosen type goes as "" so the schema answers documentType.notSelected under the select.
      code: values.document.code as FnsDocumentCode,
      number: values.document.number.trim(),
      issuedOn: values.document.issuedOn,
    },
  };
}

/** The submit's input as the BFF's schema reads it; the amounts are never sent (core has them). */
export function submitInputOf(values: TaxFormValues): TaxSubmitInput {
  const kids = values.beneficiary === "KIDS" ? values.children : [];
  const middleName = values.taxpayer.middleName.trim();
  return {
    ...previewInputOf(values),
    taxpayer: {
      lastName: values.taxpayer.lastName.trim(),
      firstName: values.taxpayer.firstName.trim(),
      ...(middleName === "" ? {} : { middleName }),
      birthDate: values.taxpayer.birthDate,
      ...identityOf(values.taxpayer),
    },
    ...(values.payer === "SPOUSE" ? { marriageDeclared: values.marriageDeclared } : {}),
    children: kids.map((child) => ({ userId: child.userId, ...identityOf(child) })),
  };
}

/**
 * The form's errors by the same schema the BFF and core check with, so what the page accepts the
 * server accepts: each zod issue's message id at its path (the form's paths are the input's).
 */
export function validateTaxForm(values: TaxFormValues): FormikErrors<TaxFormValues> {
  const parsed = taxSubmitInputSchema.safeParse(submitInputOf(values));
  let errors: FormikErrors<TaxFormValues> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join(".");
    // The first failure of a field is the one to fix first; later ones would overwrite it.
    if (path !== "" && !hasErrorAt(errors, path))
      errors = setIn(errors, path, issue.message) as FormikErrors<TaxFormValues>;
  }
  return errors;
}

function hasErrorAt(errors: object, path: string): boolean {
  let node: unknown = errors;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return node !== undefined;
}

/** Where a certificate's PDF is served to its owner (core's file through the BFF, with the cookie). */
export function certificatePdfHref(certificateId: string): string {
  return `${TAX_CERTIFICATE_PDF_PATH}?certificateId=${encodeURIComponent(certificateId)}`;
}

/** A "YYYY-MM-DD" day as the page's language writes dates; the text itself if it is no day. */
export function formatTaxDay(text: string, locale: Locale): string {
  const day = parseCalendarDay(text);
  return day ? formatDayIn(day, locale) : text;
}
