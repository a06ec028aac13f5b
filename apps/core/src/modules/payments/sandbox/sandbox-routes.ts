import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Locale } from "@reg/domain";
import { cancelledReturnPath, checkoutPage, messagePage, qrPage } from "./sandbox-pages";
import { methodPage } from "./method-pages";
import { isSandboxMethodKind, readMethodForm } from "./method-forms";
import {
  sandboxLanguage,
  SANDBOX_CARD_ID,
  SANDBOX_METHOD_ID,
  SANDBOX_QR_ID,
  type CompletionResult,
  type SandboxAcquirer,
  type SandboxPayment,
} from "./sandbox-acquirer";
import { sandboxTexts } from "./sandbox-texts";
import { readCardForm } from "./test-cards";
import { registerSandboxRefundRoute } from "./sandbox-refund-route";
import type { SandboxRefunds } from "./sandbox-refunds";

/** The sandbox's pages stand alone: no scripts, no framing, forms only back to this host. */
const PAGE_HEADERS = {
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
};

/** A card form is a few short fields. */
const FORM_BODY_LIMIT = 4 * 1024;

function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).type("text/html; charset=utf-8").send(page);
}

/** The string fields of a parsed form; anything else (a JSON body, a missing one) is no field at all. */
function formFields(body: unknown): Record<string, string> {
  if (typeof body !== "object" || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

function idParam(params: unknown): string {
  const id =
    typeof params === "object" && params !== null && "id" in params ? params.id : undefined;
  return typeof id === "string" ? id : "";
}

function notFound(reply: FastifyReply, language: Locale = "ru"): FastifyReply {
  return sendPage(reply, 404, messagePage(language, sandboxTexts(language).notFound, null));
}

/** What the person sees once the "bank" was asked: the way back to the site, or why not. */
function afterCompletion(
  reply: FastifyReply,
  result: CompletionResult,
  doneMessage: (language: Locale) => string | null,
): FastifyReply {
  if (result.kind === "notFound") return notFound(reply);
  const language = sandboxLanguage(result.payment);
  const t = sandboxTexts(language);
  if (result.kind === "expired")
    return sendPage(reply, 409, messagePage(language, t.expired, result.payment.returnPath));
  if (result.kind === "alreadyDone")
    return sendPage(reply, 409, messagePage(language, t.alreadyDone, result.payment.returnPath));
  const message = doneMessage(language);
  // After a QR payment, the phone's page says how it went and leads back to the order's result.
  if (message !== null)
    return sendPage(reply, 200, messagePage(language, message, result.payment.returnPath));
  return reply
    .code(303)
    .header("cache-control", "no-store")
    .header("location", result.payment.returnPath)
    .send();
}

/**
 * The sandbox acquirer's own pages, served by core under /sandbox/ (the BFF proxies them like
 * /images, so the person stays on their host): the card checkout and "pay this QR"; and the
 * operator's refund (JSON only, so never through the BFF's relay of forms).
 */
export async function registerSandboxRoutes(
  app: FastifyInstance,
  acquirer: SandboxAcquirer,
  refunds: SandboxRefunds,
  now: () => Date,
): Promise<void> {
  /**
   * A pay page (the card checkout, the QR) for an id of its kind: shown while the payment is
   * pending and within its window, else a page that says why not and leads back to the site.
   */
  const payPage =
    (kind: RegExp, page: (payment: SandboxPayment, language: Locale) => string) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      const id = idParam(request.params);
      const payment = kind.test(id) ? await acquirer.find(id) : undefined;
      if (!payment) return notFound(reply);
      const language = sandboxLanguage(payment);
      const t = sandboxTexts(language);
      if (payment.status !== "pending")
        return sendPage(reply, 200, messagePage(language, t.alreadyDone, payment.returnPath));
      if (now().getTime() >= payment.expiresAt.getTime())
        return sendPage(reply, 200, messagePage(language, t.expired, payment.returnPath));
      return sendPage(reply, 200, page(payment, language));
    };

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(
            new URLSearchParams(typeof body === "string" ? body : body.toString("utf8")),
          ),
        );
      },
    );

    scope.get("/sandbox/checkout/:id", payPage(SANDBOX_CARD_ID, checkoutPage));

    scope.post("/sandbox/checkout/:id", async (request, reply) => {
      const id = idParam(request.params);
      if (!SANDBOX_CARD_ID.test(id)) return notFound(reply);
      const form = formFields(request.body);
      const card = readCardForm(form, now());
      // A card the "bank" answers at once: decided by one statement, read only to say why not.
      if (card.ok && card.behaviour !== "timeout")
        return afterCompletion(
          reply,
          await acquirer.complete(
            id,
            "card",
            card.behaviour === "success" ? "succeeded" : "declined",
            card.last4,
          ),
          () => null,
        );
      const payment = await acquirer.find(id);
      if (!payment) return notFound(reply);
      if (payment.status === "pending" && !card.ok)
        return sendPage(
          reply,
          400,
          checkoutPage(payment, sandboxLanguage(payment), { errors: card.errors, values: form }),
        );
      // The "bank" never answers: the payment stays pending, the front keeps checking until the window's end.
      if (card.ok && payment.status === "pending" && now().getTime() < payment.expiresAt.getTime())
        return reply
          .code(303)
          .header("cache-control", "no-store")
          .header("location", payment.returnPath)
          .send();
      // Decided or out of time before: the page says so.
      return afterCompletion(
        reply,
        await acquirer.complete(id, "card", "declined", card.ok ? card.last4 : null),
        () => null,
      );
    });

    // "Back to the site" without paying: the attempt is declined here and now (the site is told by
    // the callback, so its status is definite at once) and the person lands on the result page
    // told why. A payment already decided or out of time only sends the person back.
    const cancel =
      (kind: RegExp) =>
      async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
        const id = idParam(request.params);
        const payment = kind.test(id) ? await acquirer.find(id) : undefined;
        if (!payment) return notFound(reply);
        const result = await acquirer.complete(id, payment.kind, "declined");
        const back =
          result.kind === "completed"
            ? cancelledReturnPath(payment.returnPath)
            : payment.returnPath;
        return reply.code(303).header("cache-control", "no-store").header("location", back).send();
      };
    scope.post("/sandbox/checkout/:id/cancel", cancel(SANDBOX_CARD_ID));

    scope.get("/sandbox/qr/:id", payPage(SANDBOX_QR_ID, qrPage));

    scope.post("/sandbox/qr/:id", async (request, reply) => {
      const id = idParam(request.params);
      const payment = SANDBOX_QR_ID.test(id) ? await acquirer.find(id) : undefined;
      if (!payment) return notFound(reply);
      const action = formFields(request.body).action;
      if (action !== "pay" && action !== "decline")
        return sendPage(reply, 400, qrPage(payment, sandboxLanguage(payment)));
      const outcome = action === "pay" ? "succeeded" : "declined";
      const result = await acquirer.complete(id, "qr", outcome);
      return afterCompletion(reply, result, (language) =>
        outcome === "succeeded" ? sandboxTexts(language).qrPaid : sandboxTexts(language).qrDeclined,
      );
    });

    // The other methods' pages (decision 0049): each asks what its acquirer asks, then decides.
    scope.get("/sandbox/pay/:id", payPage(SANDBOX_METHOD_ID, methodPage));

    scope.post("/sandbox/pay/:id", async (request, reply) => {
      const id = idParam(request.params);
      const payment = SANDBOX_METHOD_ID.test(id) ? await acquirer.find(id) : undefined;
      if (!payment || !isSandboxMethodKind(payment.kind)) return notFound(reply);
      const form = formFields(request.body);
      const answer = readMethodForm(payment.kind, form, now());
      const open = payment.status === "pending" && now().getTime() < payment.expiresAt.getTime();
      if (!answer.ok && open)
        return sendPage(
          reply,
          400,
          methodPage(payment, sandboxLanguage(payment), { errors: answer.errors, values: form }),
        );
      // Decided or out of time before, the answer changes nothing and the page says so.
      const outcome = answer.ok ? answer.outcome : "declined";
      const last4 = answer.ok ? answer.cardLast4 : null;
      return afterCompletion(
        reply,
        await acquirer.complete(id, payment.kind, outcome, last4),
        () => null,
      );
    });

    scope.post("/sandbox/pay/:id/cancel", cancel(SANDBOX_METHOD_ID));

    registerSandboxRefundRoute(scope, refunds);
  });
}
