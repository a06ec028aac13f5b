import { z } from "zod";
import { instantOutSchema, kopecksOutSchema } from "../dto/registration-common";
import { certificatePersonSchema } from "./certificate-person";
import { FNS_DOCUMENT_CODES, type FnsDocumentCode } from "./certificate-documents";
import { TAX_EXCLUSION_REASONS, TAX_LINE_KINDS } from "./eligibility";
import { isValidPersonInn } from "./identifiers";
import {
  TAX_DEDUCTION_BENEFICIARIES,
  TAX_DEDUCTION_PAYERS,
  TAX_DEDUCTION_REJECTION_CODES,
  TAX_DEDUCTION_YEARS,
} from "./tax-deduction";

/**
 * The tax certificate calls' shapes (issue 10, decisions 0033 and 0034), shared by core's routes
 * and the BFF's procedures. Amounts only ever go out: core reads them from recorded payments, so
 * no input carries one (a strict object refuses a smuggled `amountKopecks`).
 */

/** The most children one request may name; a family group holds 20 members at most. */
export const TAX_MAX_CHILDREN = 20;

export const taxCertificateIdSchema = z.uuid({ error: "field.invalid" });

const emptyToUndefined = (value: unknown): unknown =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * What the preview needs: the year, who pays, whose races, the chosen children (family members)
 * and, when the spouse pays and has an account in the person's family group, that account.
 */
const requestShape = {
  year: z.literal(TAX_DEDUCTION_YEARS, { error: "code.notSelected" }),
  payer: z.enum(TAX_DEDUCTION_PAYERS, { error: "code.notSelected" }),
  beneficiary: z.enum(TAX_DEDUCTION_BENEFICIARIES, { error: "code.notSelected" }),
  childIds: z
    .array(z.uuid({ error: "field.invalid" }), { error: "field.invalid" })
    .max(TAX_MAX_CHILDREN, { error: "field.tooLong" })
    .default([]),
  spouseUserId: z.uuid({ error: "field.invalid" }).optional(),
};

/** POST /Register/ApiTaxDeductionPreview. */
export const taxPreviewInputSchema = z.strictObject(requestShape);
export type TaxPreviewInput = z.input<typeof taxPreviewInputSchema>;

/** A child's identity for page 2: an INN, or a document (a birth certificate, code 03 or 23). */
export const taxChildIdentitySchema = z
  .strictObject({
    userId: z.uuid({ error: "field.invalid" }),
    inn: z.preprocess(
      emptyToUndefined,
      z.string().trim().refine(isValidPersonInn, { error: "inn.invalid" }).optional(),
    ),
    document: z
      .strictObject({
        code: z.enum(FNS_DOCUMENT_CODES as [FnsDocumentCode, ...FnsDocumentCode[]], {
          error: "documentType.notSelected",
        }),
        number: z.string({ error: "field.required" }).max(40, { error: "field.tooLong" }),
        issuedOn: z.string({ error: "field.required" }).max(10, { error: "field.invalid" }),
      })
      .optional(),
  })
  .superRefine((child, ctx) => {
    if (!child.inn && !child.document)
      ctx.addIssue({ code: "custom", path: ["inn"], message: "field.required" });
  });
export type TaxChildIdentity = z.output<typeof taxChildIdentitySchema>;

/**
 * POST /Register/ApiTaxDeductionSubmit: the preview's input, the taxpayer as the certificate names
 * them (the person themself for MY_SELF, the spouse for SPOUSE: full name, birth date, INN or
 * document), the declaration of marriage when the spouse pays, and each chosen child's INN or
 * birth certificate. Names and birth dates of children come from their accounts, never from here.
 */
export const taxSubmitInputSchema = z
  .strictObject({
    ...requestShape,
    taxpayer: certificatePersonSchema("taxpayer"),
    marriageDeclared: z.boolean({ error: "field.invalid" }).optional(),
    children: z
      .array(taxChildIdentitySchema, { error: "field.invalid" })
      .max(TAX_MAX_CHILDREN, { error: "field.tooLong" })
      .default([]),
  })
  .superRefine((input, ctx) => {
    if (input.payer === "SPOUSE" && input.marriageDeclared !== true)
      ctx.addIssue({ code: "custom", path: ["marriageDeclared"], message: "field.required" });
    if (input.beneficiary === "KIDS")
      input.childIds.forEach((id, index) => {
        if (!input.children.some((c) => c.userId === id))
          ctx.addIssue({
            code: "custom",
            path: ["children", index, "inn"],
            message: "field.required",
          });
      });
  });
export type TaxSubmitInput = z.input<typeof taxSubmitInputSchema>;

/** GET /Register/ApiTaxCertificatePdf?certificateId= and POST …Resend: the person's own certificate. */
export const taxCertificateQuerySchema = z.strictObject({ certificateId: taxCertificateIdSchema });
export type TaxCertificateQuery = z.infer<typeof taxCertificateQuerySchema>;

const bilingual = z.object({ ru: z.string(), en: z.string() });
const dayOut = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const taxOrganizerOutSchema = z.object({
  /** Null for an event whose organizer has no row yet (never certified). */
  id: z.number().int().nullable(),
  name: z.string(),
  kind: z.enum(["legalEntity", "soleTrader"]),
  inn: z.string(),
  kpp: z.string().nullable(),
});
export type TaxOrganizerOut = z.infer<typeof taxOrganizerOutSchema>;

export const taxPersonOutSchema = z.object({
  userId: z.string(),
  name: z.string(),
  relation: z.enum(["self", "child", "spouse", "other"]),
});

/** One line of a paid order, qualifying or not. */
export const taxItemOutSchema = z.object({
  paymentId: z.string(),
  registrationId: z.string(),
  lineId: z.string(),
  kind: z.enum(TAX_LINE_KINDS),
  paidOn: dayOut,
  /** Whether the requester's own account paid (false: the declared spouse's). */
  paidByRequester: z.boolean(),
  organizer: taxOrganizerOutSchema,
  participant: taxPersonOutSchema,
  event: z.object({ code: z.string(), name: bilingual }),
  race: z.object({ code: z.string(), name: bilingual, date: dayOut }),
  amountKopecks: kopecksOutSchema,
});
export type TaxItemOut = z.infer<typeof taxItemOutSchema>;

export const excludedTaxItemOutSchema = taxItemOutSchema.extend({
  reasons: z.array(z.enum(TAX_EXCLUSION_REASONS)).min(1),
});

export const taxGroupOutSchema = z.object({
  organizer: taxOrganizerOutSchema,
  personServed: taxPersonOutSchema,
  items: z.array(taxItemOutSchema),
  totalKopecks: kopecksOutSchema,
});

export const TAX_CERTIFICATE_STATES = ["issued", "needsCorrection", "corrected"] as const;
export type TaxCertificateState = (typeof TAX_CERTIFICATE_STATES)[number];

/** A certificate as the history lists it. */
export const taxCertificateOutSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  /** Plain digits, as printed. */
  number: z.string(),
  /** "000", "001"… */
  correction: z.string(),
  state: z.enum(TAX_CERTIFICATE_STATES),
  payer: z.enum(TAX_DEDUCTION_PAYERS),
  organizer: taxOrganizerOutSchema,
  taxpayerName: z.string(),
  personServed: taxPersonOutSchema,
  samePerson: z.enum(["1", "0"]),
  amountKopecks: kopecksOutSchema,
  registrationIds: z.array(z.string()),
  createdAt: instantOutSchema,
});
export type TaxCertificateOut = z.infer<typeof taxCertificateOutSchema>;

const rejectedSchema = z.object({
  kind: z.literal("rejected"),
  code: z.enum(TAX_DEDUCTION_REJECTION_CODES),
  /** ALREADY_SUBMITTED_*: the certificates the code is about; empty for the others. */
  certificates: z.array(taxCertificateOutSchema),
});

/** The preview: the groups (one certificate each), what is left out and why, and what submitting would do. */
export const taxPreviewSchema = z.object({
  year: z.number().int(),
  groups: z.array(taxGroupOutSchema),
  excluded: z.array(excludedTaxItemOutSchema),
  totalKopecks: kopecksOutSchema,
  outcome: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("accepted"),
      toIssue: z.number().int(),
      toCorrect: z.array(taxCertificateOutSchema),
      unchanged: z.array(taxCertificateOutSchema),
    }),
    rejectedSchema,
  ]),
});
export type TaxPreviewAnswer = z.infer<typeof taxPreviewSchema>;

/** What a submit did: the certificates issued and corrected (each mailed), or why nothing was. */
export const taxSubmitResultSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("issued"),
    issued: z.array(taxCertificateOutSchema),
    corrected: z.array(taxCertificateOutSchema),
    unchanged: z.array(taxCertificateOutSchema),
  }),
  rejectedSchema,
]);
export type TaxSubmitResult = z.infer<typeof taxSubmitResultSchema>;

export const taxCertificateListSchema = z.object({
  certificates: z.array(taxCertificateOutSchema),
});
export type TaxCertificateList = z.infer<typeof taxCertificateListSchema>;

export const taxResendResultSchema = z.object({ queued: z.literal(true) });
