/**
 * Tax certificates (issue 10, decisions 0033 and 0034): the year's recorded payments read as the
 * domain's inputs (paid-orders.ts), the request's people checked against the records
 * (request-parties.ts), the preview and the submit (tax-request.ts), stored certificates and their
 * history (certificate-rows.ts), the PDF (certificate-pdf.ts) and a refund's mark on a certificate
 * (refunds.ts).
 */
export { registerTaxRoutes } from "./routes";
export {
  recordRegistrationRefund,
  requestersOfCertificatesToCorrect,
  type RecordedRefund,
} from "./refunds";
export { renderTaxCertificate } from "./certificate-pdf";
export { submitTaxRequest } from "./tax-request";
