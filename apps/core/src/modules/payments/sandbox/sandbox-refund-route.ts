import type { FastifyInstance } from "fastify";
import { fieldErrorsFromIssues } from "@reg/domain";
import { AppError } from "../../../http/app-error";
import { SANDBOX_CARD_ID, SANDBOX_METHOD_ID, SANDBOX_QR_ID } from "./sandbox-acquirer";
import { sandboxRefundRequestSchema, type SandboxRefunds } from "./sandbox-refunds";

function idParam(params: unknown): string {
  const id =
    typeof params === "object" && params !== null && "id" in params ? params.id : undefined;
  return typeof id === "string" ? id : "";
}

/**
 * POST /sandbox/payments/{providerPaymentId}/refunds — the operator's "refund this payment" in the
 * sandbox acquirer's back office (decision 0043), for the tests and for a person trying the
 * sandbox against core directly. JSON only: the BFF relays `/sandbox/*` with form bodies alone, so
 * the public site never reaches it. Body `{ amountKopecks, registrationId?, refundId? }`; the
 * refund is kept in the sandbox's ledger and its signed notification sent to core's
 * `/Payment/Callback/sandbox/refund`; the answer says what core answered. The same `refundId`
 * again sends its notification again (the retry of one that failed or was refused).
 */
export function registerSandboxRefundRoute(app: FastifyInstance, refunds: SandboxRefunds): void {
  app.post("/sandbox/payments/:id/refunds", async (request) => {
    const contentType = request.headers["content-type"] ?? "";
    if (!/^application\/json\b/i.test(contentType))
      throw new AppError("VALIDATION_FAILED", { body: "field.invalid" });
    const id = idParam(request.params);
    if (![SANDBOX_CARD_ID, SANDBOX_QR_ID, SANDBOX_METHOD_ID].some((kind) => kind.test(id)))
      throw new AppError("NOT_FOUND");
    const body = sandboxRefundRequestSchema.safeParse(request.body);
    if (!body.success)
      throw new AppError("VALIDATION_FAILED", fieldErrorsFromIssues(body.error.issues));
    const result = await refunds.refund(id, body.data);
    if (result.kind === "notFound") throw new AppError("NOT_FOUND");
    if (result.kind === "refused") throw new AppError("INVALID_STATE", result.fields);
    const { refund, answer } = result;
    return {
      refundId: refund.id,
      providerPaymentId: refund.paymentId,
      amountKopecks: refund.amountKopecks,
      registrationId: refund.registrationId,
      createdAt: refund.createdAt.toISOString(),
      /** False: this refund id was known, and only its notification was sent again. */
      created: result.created,
      /** Core answered 200 (recorded now or before). */
      notified: answer?.ok === true,
      /** Core's answer; null when the notification could not be delivered at all. */
      merchantAnswer: answer,
    };
  });
}
