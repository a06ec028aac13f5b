import type { Locale, PayInfo, PayQuery } from "@reg/domain";
import type { UserRow } from "../../account";
import {
  cartView,
  findCallerRegistrationWithRace,
  NO_ADJUSTMENT,
  type CartLineWithOption,
  type RegistrationWithRace,
  type SessionCaller,
} from "../../registration";
import { catchUpWithAcquirer } from "../outcome/apply-outcome";
import type { PaymentDeps } from "../payment-deps";
import { latestPayment, toAttempt, type PaymentRow } from "../attempts/payment-queries";
import { paymentResultOf } from "../attempts/payment-result";
import { payOptionsFor } from "./pay-options";
import { payTogetherCandidates } from "./pay-together";

/**
 * GET /Register/ApiPay: the order's amount, the methods it can be paid with (installments with
 * their plan), its deadline, and how its payment stands — what the payment step and the result
 * page read. An attempt still pending is first checked with the acquirer. While the order can be
 * paid, the other orders the caller may pay with it (decision 0032).
 */
export async function payInfo(
  deps: PaymentDeps,
  scope: string | null,
  caller: SessionCaller,
  query: PayQuery,
): Promise<PayInfo> {
  const target = { scope, caller, registrationId: query.RegistrationId };
  let order = await findCallerRegistrationWithRace(deps.db, target, deps.now());
  let last = await latestPayment(deps.db, order.registration.id);
  if (last && (await catchUpWithAcquirer(deps, last))) {
    order = await findCallerRegistrationWithRace(deps.db, target, deps.now());
    last = await latestPayment(deps.db, order.registration.id);
  }
  return payInfoOf(deps, order, last, query.language);
}

/**
 * The answer for an order read with its caller and its latest attempt (`knownLines`: its cart
 * lines when the caller has just read them).
 */
export async function payInfoOf(
  deps: PaymentDeps,
  { registration, record, user }: RegistrationWithRace & { user: UserRow },
  last: PaymentRow | undefined,
  language: Locale,
  knownLines?: readonly CartLineWithOption[],
): Promise<PayInfo> {
  const now = deps.now();
  const attempt = last ? toAttempt(last, now) : null;
  const cart = await cartView(deps.db, registration, record, language, NO_ADJUSTMENT, knownLines);
  const payable =
    registration.effective === "awaitingPayment" || registration.effective === "draft";
  return {
    registrationId: registration.id,
    state: registration.effective,
    eventCode: record.event.code,
    raceCode: record.race.code,
    amountKopecks: cart.totals.totalKopecks,
    paymentDeadline: registration.expiresAt.toISOString(),
    methods: payable ? payOptionsFor(cart, deps.provider.methods, registration.createdAt) : [],
    lastAttempt: attempt,
    result: paymentResultOf(registration.effective, attempt?.status ?? null),
    payTogether:
      registration.effective === "awaitingPayment"
        ? await payTogetherCandidates(deps.db, registration, user, language, now)
        : [],
  };
}
