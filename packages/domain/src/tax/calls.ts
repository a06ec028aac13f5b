import { legacyCall } from "../contract/legacy-call";
import {
  taxCertificateListSchema,
  taxCertificateQuerySchema,
  taxPreviewInputSchema,
  taxPreviewSchema,
  taxResendResultSchema,
  taxSubmitInputSchema,
  taxSubmitResultSchema,
} from "./wire";

/**
 * The tax certificate calls (issue 10, decision 0034), declared once for core and the BFF like
 * LEGACY_CONTRACT's; SPEC §7 names none. Every one is the signed-in person's own. The PDF is a
 * file the BFF streams to its owner (TAX_CERTIFICATE_PDF_PATH).
 */
export const TAX_CALLS = {
  preview: legacyCall({
    method: "POST",
    path: "/Register/ApiTaxDeductionPreview",
    body: taxPreviewInputSchema,
    output: taxPreviewSchema,
  }),
  submit: legacyCall({
    method: "POST",
    path: "/Register/ApiTaxDeductionSubmit",
    body: taxSubmitInputSchema,
    output: taxSubmitResultSchema,
  }),
  list: legacyCall({
    method: "GET",
    path: "/Register/ApiTaxCertificates",
    output: taxCertificateListSchema,
  }),
  resend: legacyCall({
    method: "POST",
    path: "/Register/ApiTaxCertificateResend",
    body: taxCertificateQuerySchema,
    output: taxResendResultSchema,
  }),
};

/** GET /Register/ApiTaxCertificatePdf?certificateId=: the certificate (application/pdf), its owner's only. */
export const TAX_CERTIFICATE_PDF_PATH = "/Register/ApiTaxCertificatePdf";
