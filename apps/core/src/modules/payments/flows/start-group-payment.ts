import { randomUUID } from "node:crypto";
import type { SavePayInput, SavePayResult } from "@reg/domain";
import { retryOnConflict } from "../../../db/pg-error";
import { AppError } from "../../../http/app-error";
import {
  cartView,
  eventName,
  findRaceById,
  ownRegistrationWithRace,
  raceName,
  type RaceRecord,
  type RegistrationRecord,
} from "../../registration";
import type { PaymentDeps } from "../payment-deps";
import { insertPayment, type PaymentRow } from "../attempts/payment-queries";
import {
  insertPaymentItems,
  lockRegistrationsInIdOrder,
  type PaymentItem,
} from "../attempts/payment-items";
import { openWithAcquirer } from "./open-with-acquirer";
import { successPath } from "./order-links";
import { assertPayable } from "./payable";
import { mayPayTogether } from "./pay-together";
import { assertTeamOrderPaidWhole } from "../../teams";
import type { PayRequest } from "./start-payment";

type Opened = { kind: "paid" } | { kind: "open"; payment: PaymentRow; description: string };

/**
 * Checks the request's shape before anything is read: each other order named once and not the
 * lead, and a method that pays the sum at once (installments are a plan of one order).
 */
function assertGroupRequest(deps: PaymentDeps, input: SavePayInput, also: readonly string[]): void {
  if (new Set(also).size !== also.length || also.includes(input.RegistrationId))
    throw new AppError("VALIDATION_FAILED", { AlsoRegistrationIds: "field.invalid" });
  if (input.PaymentType === "installments" || !deps.provider.methods.includes(input.PaymentType))
    throw new AppError("VALIDATION_FAILED", { PaymentType: "field.invalid" });
}

/**
 * POST /Register/ApiSavePay with `AlsoRegistrationIds` (decision 0032): one payment of the lead
 * and the other orders. Each other order must be one the caller may pay with the lead (ApiPay's
 * `payTogether`; anything else is NOT_FOUND, as a guessed id is). Under the locks of all of them,
 * taken in id order, every order must be awaiting its payment with something to pay; each is
 * priced as its cart prices it, and one attempt of the sum is written, its window the earliest,
 * with one item per order. A captain-paid team's order is paid whole or not at all: its lead with
 * exactly its other live orders (TEAM_INCOMPLETE otherwise). The acquirer is called after, outside
 * any lock.
 */
export async function startGroupPayment(
  deps: PaymentDeps,
  request: PayRequest,
  input: SavePayInput,
  also: readonly string[],
): Promise<SavePayResult> {
  const user = await request.caller.user();
  const { registration: leadRead, record: leadRecord } = await ownRegistrationWithRace(deps, {
    scope: request.scope,
    user,
    registrationId: input.RegistrationId,
  });
  assertGroupRequest(deps, input, also);
  const language = input.language;
  const opened = await retryOnConflict(() =>
    deps.db.transaction(async (tx): Promise<Opened> => {
      const allowed = await mayPayTogether(tx, leadRead, user.id, also);
      if (also.some((id) => !allowed.has(id))) throw new AppError("NOT_FOUND");
      const now = deps.now();
      const locked = await lockRegistrationsInIdOrder(tx, [input.RegistrationId, ...also], now);
      const byId = new Map(locked.map((registration) => [registration.id, registration]));
      const orders = [input.RegistrationId, ...also].map((id): RegistrationRecord => {
        const registration = byId.get(id);
        if (!registration) throw new AppError("NOT_FOUND");
        return registration;
      });
      // A second press after this very payment went through; any other paid order is refused.
      if (orders.every((order) => order.state === "paid")) return { kind: "paid" };
      orders.forEach(assertPayable);
      const lead = orders[0];
      if (!lead) throw new AppError("NOT_FOUND");
      // A captain-paid team's order is paid whole, from its captain's lead (decision 0026 §7).
      await assertTeamOrderPaidWhole(tx, lead.id, also, now);
      const races = new Map<number, RaceRecord>([[leadRecord.race.id, leadRecord]]);
      const items: PaymentItem[] = [];
      for (const order of orders) {
        const record =
          races.get(order.raceId) ?? (await findRaceById(tx, request.scope, order.raceId));
        races.set(order.raceId, record);
        const cart = await cartView(tx, order, record, language);
        // An order with nothing to pay is confirmed on its own, never one of several.
        if (order.id !== lead.id && cart.totals.totalKopecks === 0)
          throw new AppError("INVALID_STATE");
        items.push({ registrationId: order.id, amountKopecks: cart.totals.totalKopecks });
      }
      const sum = items.reduce((total, item) => total + item.amountKopecks, 0);
      const expiresAt = new Date(Math.min(...orders.map((order) => order.expiresAt.getTime())));
      const payment = await insertPayment(tx, {
        id: randomUUID(),
        registrationId: lead.id,
        provider: deps.provider.name,
        providerPaymentId: null,
        method: input.PaymentType,
        status: "pending",
        language,
        amountKopecks: sum,
        totalKopecks: sum,
        installmentPlan: null,
        createdAt: now,
        updatedAt: now,
        expiresAt,
      });
      await insertPaymentItems(tx, payment.id, items);
      const raceNames = [...new Set(orders.map((order) => order.raceId))].map((raceId) =>
        raceName((races.get(raceId) ?? leadRecord).race, language),
      );
      return {
        kind: "open",
        payment,
        description: `${eventName(leadRecord.event, language)} — ${raceNames.join(", ")} × ${orders.length}`,
      };
    }),
  );
  if (opened.kind === "paid") return { kind: "result", state: "success" };
  return openWithAcquirer(deps, {
    payment: opened.payment,
    method: input.PaymentType,
    amountKopecks: opened.payment.amountKopecks,
    installments: null,
    description: opened.description,
    language,
    returnPath: successPath(
      leadRecord.event.code,
      leadRecord.race.code,
      opened.payment.registrationId,
    ),
    origin: request.origin,
  });
}
