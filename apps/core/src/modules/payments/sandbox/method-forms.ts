import { z } from "zod";
import { SANDBOX_METHOD_PAGE_KINDS } from "../../../db/schema";
import type { ProviderOutcome } from "../port/provider-port";
import {
  BELARUS_TEST_CARDS,
  expiryValid,
  passesLuhn,
  readCardForm,
  UZ_TEST_CARDS,
  UZ_TEST_SMS_CODE,
  cardBehaviour,
} from "./test-cards";

/**
 * The methods the sandbox takes on a page of their own (decision 0049): each page is what that
 * acquirer shows, with its sandbox's test data deciding the outcome.
 */
export type SandboxMethodKind = (typeof SANDBOX_METHOD_PAGE_KINDS)[number];

export function isSandboxMethodKind(kind: string): kind is SandboxMethodKind {
  return (SANDBOX_METHOD_PAGE_KINDS as readonly string[]).includes(kind);
}

/** PayPal's sandbox buyers: one whose payment goes through, one whose is declined. */
export const PAYPAL_TEST_ACCOUNTS = {
  success: "buyer@paypal.sandbox",
  decline: "declined@paypal.sandbox",
} as const;

/** Every field any method page has; a page shows its own. */
export type MethodField =
  "cardNumber" | "expiry" | "cvc" | "holder" | "smsCode" | "email" | "password";

export type MethodFormResult =
  | { ok: true; outcome: ProviderOutcome; cardLast4: string | null }
  | { ok: false; errors: MethodField[] };

const UZ_PREFIXES = ["8600", "5614", "9860"];

/** Uzcard (8600, 5614) or Humo (9860): the number, its expiry and the code the "bank" sent by SMS. */
function readUzForm(form: Readonly<Record<string, string>>, now: Date): MethodFormResult {
  const digits = (form.cardNumber ?? "").replace(/[\s-]/g, "");
  const errors: MethodField[] = [];
  const known = UZ_PREFIXES.some((prefix) => digits.startsWith(prefix));
  if (!/^\d{16}$/.test(digits) || !known || !passesLuhn(digits)) errors.push("cardNumber");
  if (!expiryValid(form.expiry ?? "", now)) errors.push("expiry");
  if ((form.smsCode ?? "").trim() !== UZ_TEST_SMS_CODE) errors.push("smsCode");
  if (errors.length > 0) return { ok: false, errors };
  const outcome = cardBehaviour(digits, UZ_TEST_CARDS) === "success" ? "succeeded" : "declined";
  return { ok: true, outcome, cardLast4: digits.slice(-4) };
}

/** A PayPal login: a well-formed address and some password; the test buyer pays, anyone else is declined. */
function readPayPalForm(form: Readonly<Record<string, string>>): MethodFormResult {
  const email = (form.email ?? "").trim().toLowerCase();
  const errors: MethodField[] = [];
  if (!z.email().safeParse(email).success) errors.push("email");
  if ((form.password ?? "").length === 0 || (form.password ?? "").length > 100)
    errors.push("password");
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    outcome: email === PAYPAL_TEST_ACCOUNTS.success ? "succeeded" : "declined",
    cardLast4: null,
  };
}

/**
 * What a method page's form says: the outcome it decides, or the fields to correct. A transfer
 * or an ERIP payment is made elsewhere; its page only reports it made, and the "bank" credits it.
 */
export function readMethodForm(
  kind: SandboxMethodKind,
  form: Readonly<Record<string, string>>,
  now: Date,
): MethodFormResult {
  switch (kind) {
    case "assistBelarus": {
      const card = readCardForm(form, now, BELARUS_TEST_CARDS);
      if (!card.ok) return card;
      const outcome = card.behaviour === "success" ? "succeeded" : "declined";
      return { ok: true, outcome, cardLast4: card.last4 };
    }
    case "uzcardHumo":
      return readUzForm(form, now);
    case "paypal":
      return readPayPalForm(form);
    case "bankTransfer":
    case "expressPay":
      return { ok: true, outcome: "succeeded", cardLast4: null };
  }
}
