import {
  formatMoscowDate,
  formatRub,
  installmentPlanOutSchema,
  PAYMENT_RETURN_REASONS,
  type Locale,
} from "@reg/domain";
import { html, trustedHtml, type SafeHtml } from "../../../html/html";
import type { SandboxPayment } from "./sandbox-acquirer";
import { sandboxTexts } from "./sandbox-texts";
import { SANDBOX_TEST_CARDS, type CardBehaviour, type TestCards } from "./test-cards";
import type { MethodField } from "./method-forms";

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f2f4f7;color:#1d2433}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 .5rem}.notice{background:#fff7e0;padding:.5rem .75rem;border-radius:8px;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#5b6475}dd{margin:0;font-weight:600}
label{display:block;margin:.75rem 0 .25rem;font-size:.9rem}input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #b8c0cc;border-radius:8px}
input[aria-invalid=true]{border-color:#c62828}.error{color:#c62828;font-size:.85rem;margin:.25rem 0 0}
.row{display:flex;gap:1rem}.row>div{flex:1}button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;border:0;border-radius:8px;background:#1a73e8;color:#fff;cursor:pointer}
button.secondary{background:#e8eaed;color:#1d2433}table{width:100%;border-collapse:collapse;font-size:.9rem}td{padding:.25rem 0}td:last-child{text-align:right}
code{font-size:.95rem}a{color:#1a73e8}ol{padding-left:1.25rem}li{margin:.25rem 0}
@media (max-width:30rem){.row label{min-height:2.5em;display:flex;align-items:flex-end}dl{grid-template-columns:1fr;gap:0}dd{margin-bottom:.5rem;overflow-wrap:anywhere}}
`;

/** A whole page of the sandbox: no scripts, nothing of the SPA. */
export function sandboxPage(language: Locale, title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style>${trustedHtml(STYLE)}</style></head>
<body><main>${body}</main></body></html>`.html;
}

export function summary(payment: SandboxPayment, language: Locale): SafeHtml {
  const t = sandboxTexts(language);
  return html`<dl><dt>${t.order}</dt><dd>${payment.description}</dd><dt>${t.amount}</dt><dd>${formatRub(payment.amountKopecks, language)}</dd></dl>`;
}

function installments(payment: SandboxPayment, language: Locale): SafeHtml | null {
  const plan = installmentPlanOutSchema.safeParse(payment.installmentPlan);
  if (!plan.success) return null;
  const t = sandboxTexts(language);
  return html`<h2>${t.installmentsTitle}</h2><table>${plan.data.parts.map(
    (part) =>
      html`<tr><td>${part.number === 1 ? t.installmentToday : t.installmentOn(formatMoscowDate(part.dueAt))}</td><td>${formatRub(part.amountKopecks, language)}</td></tr>`,
  )}</table>`;
}

export function field(
  name: MethodField,
  label: string,
  state: CheckoutFormState,
  error: string,
  attrs: { autocomplete: string; inputmode: string; type?: string; keepValue?: boolean },
): SafeHtml {
  const invalid = state.errors.includes(name);
  // Secrets (the CVC, a password) are never sent back in the page.
  const value = attrs.keepValue === false ? "" : (state.values[name] ?? "");
  return html`<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${attrs.type ?? "text"}" autocomplete="${attrs.autocomplete}" inputmode="${attrs.inputmode}" value="${value}" aria-invalid="${invalid ? "true" : "false"}"${invalid ? html` aria-describedby="${name}-error"` : null}>${invalid ? html`<p class="error" id="${name}-error">${error}</p>` : null}`;
}

export interface CheckoutFormState {
  errors: readonly MethodField[];
  /** What was typed, shown again next to its error (never a secret). */
  values: Readonly<Record<string, string>>;
}

export const EMPTY_FORM: CheckoutFormState = { errors: [], values: {} };

/** A card's number, expiry, CVC and holder, as the card page and Assist Belarus's page ask them. */
export function cardFields(language: Locale, state: CheckoutFormState): SafeHtml {
  const t = sandboxTexts(language);
  return html`${field("cardNumber", t.cardNumber, state, t.fieldErrors.cardNumber, { autocomplete: "cc-number", inputmode: "numeric" })}
<div class="row"><div>${field("expiry", t.expiry, state, t.fieldErrors.expiry, { autocomplete: "cc-exp", inputmode: "numeric" })}</div>
<div>${field("cvc", t.cvc, state, t.fieldErrors.cvc, { autocomplete: "cc-csc", inputmode: "numeric", keepValue: false })}</div></div>
${field("holder", t.holder, state, t.fieldErrors.holder, { autocomplete: "cc-name", inputmode: "text" })}`;
}

/** A page's test cards, grouped by four digits, with what each does. */
export function testCardList(language: Locale, cards: TestCards): SafeHtml {
  const t = sandboxTexts(language);
  const items = (Object.keys(cards) as CardBehaviour[]).map((behaviour) => {
    const digits = cards[behaviour] ?? "";
    return html`<li><code>${digits.replace(/(\d{4})(?=\d)/g, "$1 ")}</code> — ${t.cardBehaviour[behaviour]}</li>`;
  });
  return html`<h2>${t.testCards}</h2><ul>${items}</ul><p>${t.anyOtherCard}</p>`;
}

/** "Back to the site" without paying: the attempt is cancelled there (sandbox-routes.ts). */
export function backForm(action: string, language: Locale): SafeHtml {
  return html`<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button type="submit" class="secondary">${sandboxTexts(language).back}</button></form>`;
}

/** The card page: the order, the installment plan if any, the card form and the test cards. */
export function checkoutPage(
  payment: SandboxPayment,
  language: Locale,
  state: CheckoutFormState = EMPTY_FORM,
): string {
  const t = sandboxTexts(language);
  return sandboxPage(
    language,
    t.title,
    html`<h1>${t.title}</h1><p class="notice">${t.notice}</p>${summary(payment, language)}${installments(payment, language)}
<form method="post" action="/sandbox/checkout/${payment.id}" novalidate>
${cardFields(language, state)}
<button type="submit">${t.pay(formatRub(payment.amountKopecks, language))}</button></form>
${testCardList(language, SANDBOX_TEST_CARDS)}
${backForm(`/sandbox/checkout/${payment.id}/cancel`, language)}`,
  );
}

/** "Pay this QR": what a phone that scanned the code shows, with the bank's two answers. */
export function qrPage(payment: SandboxPayment, language: Locale): string {
  const t = sandboxTexts(language);
  return sandboxPage(
    language,
    t.qrTitle,
    html`<h1>${t.qrTitle}</h1><p class="notice">${t.notice}</p>${summary(payment, language)}
<form method="post" action="/sandbox/qr/${payment.id}"><button type="submit" name="action" value="pay">${t.qrPay}</button>
<button type="submit" class="secondary" name="action" value="decline">${t.qrDecline}</button></form>`,
  );
}

/**
 * Where "back to the site" without paying lands: the site's result page, told why (`reason`), so
 * it says the payment was cancelled and offers paying again at once.
 */
export function cancelledReturnPath(returnPath: string): string {
  return `${returnPath}${returnPath.includes("?") ? "&" : "?"}reason=${PAYMENT_RETURN_REASONS[0]}`;
}

/** A page that only says how things stand, with the way back when there is one. */
export function messagePage(language: Locale, message: string, backPath: string | null): string {
  const t = sandboxTexts(language);
  return sandboxPage(
    language,
    t.title,
    html`<h1>${t.title}</h1><p role="status">${message}</p>${backPath ? html`<p><a href="${backPath}">${t.back}</a></p>` : null}`,
  );
}
