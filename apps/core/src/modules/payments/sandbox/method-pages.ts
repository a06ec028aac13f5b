import { formatMoscowDateTime, formatRub, type Locale } from "@reg/domain";
import { html, type SafeHtml } from "../../../html/html";
import type { SandboxPayment } from "./sandbox-acquirer";
import { sandboxTexts } from "./sandbox-texts";
import { BELARUS_TEST_CARDS, UZ_TEST_CARDS } from "./test-cards";
import { PAYPAL_TEST_ACCOUNTS, type SandboxMethodKind } from "./method-forms";
import {
  backForm,
  cardFields,
  EMPTY_FORM,
  field,
  sandboxPage,
  summary,
  testCardList,
  type CheckoutFormState,
} from "./sandbox-pages";

/** Where a method page posts its form: `/sandbox/pay/{id}`. */
export function methodPagePath(id: string): string {
  return `/sandbox/pay/${id}`;
}

/**
 * The reference a transfer or an ERIP payment carries, so the "bank" can tell whose money it is:
 * the payment id's digits, readable over the phone.
 */
export function paymentReference(payment: SandboxPayment): string {
  const hex = payment.id.replace(/^pay_/, "");
  return String(Number.parseInt(hex.slice(0, 10), 16) % 10 ** 10).padStart(10, "0");
}

function body(payment: SandboxPayment, language: Locale, state: CheckoutFormState): SafeHtml {
  const t = sandboxTexts(language);
  const m = t.methods;
  const kind = payment.kind as SandboxMethodKind;
  const amount = formatRub(payment.amountKopecks, language);
  const action = methodPagePath(payment.id);
  const back = backForm(`${action}/cancel`, language);
  switch (kind) {
    case "assistBelarus":
      return html`<p class="notice">${t.notice}</p>${summary(payment, language)}<p>${m.chargedInRubles(m.belarusianRubles)}</p>
<form method="post" action="${action}" novalidate>${cardFields(language, state)}<button type="submit">${t.pay(amount)}</button></form>
${testCardList(language, BELARUS_TEST_CARDS)}${back}`;
    case "uzcardHumo":
      return html`<p class="notice">${t.notice}</p>${summary(payment, language)}<p>${m.chargedInRubles(m.uzbekSum)}</p>
<form method="post" action="${action}" novalidate>
${field("cardNumber", t.cardNumber, state, m.uzCardNumberError, { autocomplete: "cc-number", inputmode: "numeric" })}
${field("expiry", t.expiry, state, t.fieldErrors.expiry, { autocomplete: "cc-exp", inputmode: "numeric" })}
${field("smsCode", m.smsCode, state, t.fieldErrors.smsCode, { autocomplete: "one-time-code", inputmode: "numeric", keepValue: false })}
<p>${m.smsHint}</p><button type="submit">${t.pay(amount)}</button></form>
${testCardList(language, UZ_TEST_CARDS)}${back}`;
    case "paypal":
      return html`<p class="notice">${m.noticeNoCard}</p>${summary(payment, language)}
<form method="post" action="${action}" novalidate>
${field("email", m.email, state, t.fieldErrors.email, { autocomplete: "email", inputmode: "email", type: "email" })}
${field("password", m.password, state, t.fieldErrors.password, { autocomplete: "current-password", inputmode: "text", type: "password", keepValue: false })}
<button type="submit">${m.logInAndPay(amount)}</button></form>
<h2>${m.testBuyers}</h2><ul><li><code>${PAYPAL_TEST_ACCOUNTS.success}</code> — ${t.cardBehaviour.success}</li><li><code>${PAYPAL_TEST_ACCOUNTS.decline}</code> — ${t.cardBehaviour.decline}</li></ul>
<p>${m.anyPassword} ${m.anyOtherBuyer}</p>${back}`;
    case "expressPay":
      return html`<p class="notice">${m.noticeNoCard}</p>${summary(payment, language)}
<ol>${m.erip.steps.map((step) => html`<li>${step}</li>`)}</ol>
<dl><dt>${m.erip.account}</dt><dd><code>${paymentReference(payment)}</code></dd></dl>
<p>${m.erip.sandbox}</p><form method="post" action="${action}"><button type="submit" name="action" value="paid">${m.erip.paid}</button></form>${back}`;
    case "bankTransfer":
      return html`<p class="notice">${m.noticeNoCard}</p><p>${m.transfer.intro(formatMoscowDateTime(payment.expiresAt))}</p>
${transferDetails(payment, language)}
<p>${m.transfer.sandbox}</p><form method="post" action="${action}"><button type="submit" name="action" value="sent">${m.transfer.sent}</button></form>${back}`;
  }
}

/** The account the transfer goes to, the amount and the reference that says whose it is. */
function transferDetails(payment: SandboxPayment, language: Locale): SafeHtml {
  const t = sandboxTexts(language).methods.transfer;
  const rows: [string, string][] = [
    [t.recipient, t.recipientName],
    [t.inn, "7708123459"],
    [t.kpp, "770801001"],
    [t.account, "40702810900000012345"],
    [t.bank, t.bankName],
    [t.bik, "044525999"],
    [t.correspondent, "30101810400000000999"],
    [sandboxTexts(language).amount, formatRub(payment.amountKopecks, language)],
    [t.purpose, t.purposeText(payment.description, paymentReference(payment))],
  ];
  return html`<dl>${rows.map(([term, value]) => html`<dt>${term}</dt><dd>${value}</dd>`)}</dl>`;
}

/** The page of a method the sandbox takes on a page of its own: what that acquirer would show. */
export function methodPage(
  payment: SandboxPayment,
  language: Locale,
  state: CheckoutFormState = EMPTY_FORM,
): string {
  const title = sandboxTexts(language).methods.titles[payment.kind as SandboxMethodKind];
  return sandboxPage(language, title, html`<h1>${title}</h1>${body(payment, language, state)}`);
}
