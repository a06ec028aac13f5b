import type { FastifyInstance } from "fastify";
import {
  isLocale,
  TAX_CALLS,
  TAX_CERTIFICATE_PDF_PATH,
  taxCertificateQuerySchema,
} from "@reg/domain";
import type { CoreContext } from "../../context";
import { AppError } from "../../http/app-error";
import { legacyRoute } from "../../http/legacy-route";
import { parseInput } from "../../http/parse-input";
import { enqueueMail } from "../../outbox/outbox-mail";
import { taxCertificateMail } from "../../outbox/tax-certificate-mail";
import { signedIn } from "../registration";
import { listCertificates, ownCertificate } from "./certificate-rows";
import { renderTaxCertificate } from "./certificate-pdf";
import { previewTaxRequest, submitTaxRequest } from "./tax-request";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { organizers } from "../../db/schema";

/**
 * The tax certificate calls (issue 10, decision 0034). Every one is the signed-in person's own:
 * the session first (401 before the input is read); a certificate someone else asked for is
 * NOT_FOUND, as one that does not exist.
 */
export function registerTaxRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, TAX_CALLS.preview, async (request, _reply, parsed) => {
    const { user } = await signedIn(context, request);
    return previewTaxRequest(context.db, user.id, parsed().body);
  });

  legacyRoute(app, TAX_CALLS.submit, async (request, _reply, parsed) => {
    const { user } = await signedIn(context, request);
    return submitTaxRequest(context.db, user, parsed().body, {
      now: context.now(),
      language: isLocale(user.language) ? user.language : "ru",
    });
  });

  legacyRoute(app, TAX_CALLS.list, async (request) => {
    const { user } = await signedIn(context, request);
    return { certificates: await listCertificates(context.db, user.id) };
  });

  legacyRoute(app, TAX_CALLS.resend, async (request, _reply, parsed) => {
    const { user } = await signedIn(context, request);
    const certificate = await ownCertificate(context.db, parsed().body.certificateId, user.id);
    if (!certificate) throw new AppError("NOT_FOUND");
    const [organizer] = await context.db
      .select({ name: organizers.name })
      .from(organizers)
      .where(eq(organizers.id, certificate.organizerId))
      .limit(1);
    const f = certificate.fields;
    await enqueueMail(
      context.db,
      taxCertificateMail({
        certificateId: certificate.id,
        // Every resend is a message of its own.
        sendKey: `resend:${randomUUID()}`,
        language: isLocale(user.language) ? user.language : "ru",
        recipient: user.email,
        firstName: user.firstName,
        organizerName: organizer?.name ?? f.organizer.name,
        number: f.number,
        correction: f.correction,
        year: f.year,
        amount: f.amount,
        pdf: await renderTaxCertificate(f),
      }),
      context.now(),
    );
    return { queued: true as const };
  });

  app.get(TAX_CERTIFICATE_PDF_PATH, async (request, reply) => {
    const { user } = await signedIn(context, request);
    const query = parseInput(taxCertificateQuerySchema, request.query);
    const certificate = await ownCertificate(context.db, query.certificateId, user.id);
    if (!certificate) throw new AppError("NOT_FOUND");
    const f = certificate.fields;
    const pdf = await renderTaxCertificate(f);
    return reply
      .header("content-type", "application/pdf")
      .header(
        "content-disposition",
        `inline; filename="spravka-${f.year}-${f.number}-${f.correction}.pdf"`,
      )
      .header("cache-control", "private, no-store")
      .send(pdf);
  });
}
