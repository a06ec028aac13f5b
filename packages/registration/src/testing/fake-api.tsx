import { TRPCProvider, type RouterInputs, type RouterOutputs } from "@reg/api";
import { createFakeTrpcClient } from "@reg/api/testing";
import type {
  Cart,
  ClearedCart,
  ContractOffer,
  Occupation,
  PaymentMethod,
  PaymentResultState,
  PayTogetherOrder,
  PolicyRequestResult,
  Products,
  PromoCheckResult,
  RegistrationForm,
  RegistrationFormQuery,
  RegistrationInit,
  RunningClub,
  SavedRegistration,
  UploadedImage,
} from "@reg/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { PaymentStart } from "../data/payment-mapping";
import type { RaceRef } from "../data/registration-reads";
import { REGISTRATION_ID } from "./fake-registration";

type In = RouterInputs;
type Out = RouterOutputs;
type WithoutLanguage<T> = Omit<T, "language">;

/**
 * The registration as the wizard's tests see it: one answer per operation, in the wizard's terms
 * (a race, an order's id, the front's payment start). FakeApiProvider turns the tRPC calls into
 * these, so a test overrides an operation without knowing the procedure's wire shape.
 */
export interface FakeRegistration {
  init(race: RaceRef): Promise<RegistrationInit>;
  runningClubs(): Promise<readonly RunningClub[]>;
  occupations(): Promise<readonly Occupation[]>;
  registrationForm(query: RegistrationFormQuery): Promise<RegistrationForm>;
  checkPromoCode(race: RaceRef, code: string): Promise<PromoCheckResult>;
  contractOffer(race: RaceRef): Promise<ContractOffer>;
  saveRegistration(input: In["registration"]["saveRegistration"]): Promise<SavedRegistration>;
  uploadImage(input: In["registration"]["uploadImage"]): Promise<UploadedImage>;
  products(registrationId: string): Promise<Products>;
  saveProducts(input: WithoutLanguage<In["registration"]["saveProducts"]>): Promise<Cart>;
  addProduct(input: WithoutLanguage<In["registration"]["addProduct"]>): Promise<Cart>;
  removeProduct(input: WithoutLanguage<In["registration"]["removeProduct"]>): Promise<Cart>;
  setProductCount(input: WithoutLanguage<In["registration"]["setProductCount"]>): Promise<Cart>;
  setCustomPrice(input: WithoutLanguage<In["registration"]["setCustomPrice"]>): Promise<Cart>;
  requestPolicy(
    input: WithoutLanguage<In["registration"]["requestPolicy"]>,
  ): Promise<PolicyRequestResult>;
  cart(registrationId: string): Promise<Cart>;
  confirmOrder(registrationId: string): Promise<Cart>;
  applyDiscountCode(input: WithoutLanguage<In["registration"]["applyPromo"]>): Promise<Cart>;
  removeDiscountCode(registrationId: string): Promise<Cart>;
  clearCart(registrationId: string): Promise<ClearedCart>;
  paymentMethods(registrationId: string): Promise<readonly PaymentMethod[]>;
  /** ApiPay's payTogether: the other orders payable with this one (decision 0032). */
  payTogether(registrationId: string): Promise<readonly PayTogetherOrder[]>;
  /** `also`: the other orders sent to be paid in the same payment, when there are any. */
  pay(
    registrationId: string,
    method: PaymentMethod,
    also: readonly string[] | undefined,
  ): Promise<PaymentStart>;
  /** The order's payment result (ApiPay) for null, else the QR code's (CheckQrCodeStatus). */
  paymentStatus(qrId: string | null): Promise<PaymentResultState>;
  repeatPayment(registrationId: string): Promise<Cart>;
}

/** A procedure answered from the fake: its input as sent, its output as the BFF's. */
export type Procedures<R extends keyof In & keyof Out> = {
  [P in keyof In[R] & keyof Out[R] & string as `${R}.${P}`]?: (
    input: In[R][P],
  ) => Promise<Out[R][P]>;
};
type FakeProcedures = Procedures<"registration"> & Procedures<"payment">;

const PAYMENT_ID = "3f2b1c0d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

const QR_STATUS = {
  checking: "pending",
  success: "paid",
  error: "failed",
  expired: "expired",
} as const satisfies Record<PaymentResultState, string>;

function race(input: RaceRef): RaceRef {
  return { eventCode: input.eventCode, raceCode: input.raceCode };
}

/** Each procedure the wizard calls, answered by the fake's operation of the same meaning. */
function proceduresOf(fake: FakeRegistration): FakeProcedures {
  return {
    "registration.getInit": (input) => fake.init(race(input)),
    "registration.listRunningClubs": async () => [...(await fake.runningClubs())],
    "registration.listOccupations": async () => [...(await fake.occupations())],
    "registration.getRegistration": (input) => fake.registrationForm(input),
    "registration.checkPromo": (input) => fake.checkPromoCode(race(input), input.promoCode),
    "registration.getContractOffer": (input) => fake.contractOffer(race(input)),
    "registration.saveRegistration": (input) => fake.saveRegistration(input),
    "registration.uploadImage": (input) => fake.uploadImage(input),
    "registration.listProducts": (input) => fake.products(input.registrationId),
    "registration.saveProducts": (input) => fake.saveProducts(input),
    "registration.addProduct": (input) => fake.addProduct(input),
    "registration.removeProduct": (input) => fake.removeProduct(input),
    "registration.setProductCount": (input) => fake.setProductCount(input),
    "registration.setCustomPrice": (input) => fake.setCustomPrice(input),
    "registration.requestPolicy": (input) => fake.requestPolicy(input),
    "registration.getCart": (input) => fake.cart(input.registrationId),
    "registration.confirmCart": (input) => fake.confirmOrder(input.registrationId),
    "registration.applyPromo": (input) => fake.applyDiscountCode(input),
    "registration.removePromo": (input) => fake.removeDiscountCode(input.registrationId),
    "registration.clearCart": (input) => fake.clearCart(input.registrationId),
    "payment.getPayment": async (input) => {
      const cart = await fake.cart(input.registrationId);
      const methods = await fake.paymentMethods(input.registrationId);
      return {
        registrationId: input.registrationId,
        state: cart.state,
        eventCode: cart.eventCode,
        raceCode: cart.raceCode,
        amountKopecks: cart.totals.totalKopecks,
        paymentDeadline: cart.paymentDeadline ?? cart.createdAt,
        methods: methods.map((method) => ({
          method,
          amountKopecks: cart.totals.totalKopecks,
          totalKopecks: cart.totals.totalKopecks,
          installments: null,
        })),
        lastAttempt: null,
        result: await fake.paymentStatus(null),
        payTogether: [...(await fake.payTogether(input.registrationId))],
      };
    },
    "payment.getQrStatus": async (input) => {
      const result = await fake.paymentStatus(input.qrId);
      return {
        qrId: input.qrId,
        registrationId: REGISTRATION_ID,
        status: QR_STATUS[result],
        result,
      };
    },
    "payment.pay": async (input) => {
      const started = await fake.pay(
        input.registrationId,
        input.paymentType,
        input.alsoRegistrationIds,
      );
      if (started.kind === "redirect")
        return { kind: "redirect", paymentId: PAYMENT_ID, url: started.url };
      if (started.kind === "qr")
        return {
          kind: "qr",
          paymentId: PAYMENT_ID,
          qrId: started.qrId,
          qrPayload: started.qrId,
          imageUrl: started.imageUrl,
          paymentUrl: started.paymentUrl,
          expiresAt: "2026-05-01T09:20:00Z",
        };
      return { kind: "result", state: started.state };
    },
    "payment.repeatPayment": (input) => fake.repeatPayment(input.registrationId),
  };
}

function isProcedure(
  procedures: FakeProcedures & FakeTeamProcedures,
  path: string,
): path is keyof (FakeProcedures & FakeTeamProcedures) & string {
  return path in procedures;
}

/** The team calls a test answers itself (testing/fake-team.ts). */
export type FakeTeamProcedures = Procedures<"teams">;

/** A tRPC client over the fake: the wizard's calls go through tRPC's link chain as in the app. */
export function fakeRegistrationClient(fake: FakeRegistration, teams: FakeTeamProcedures = {}) {
  const procedures = proceduresOf(fake);
  return createFakeTrpcClient(async (path, input) => {
    // The team calls are looked up at each call: a test may change one's answer midway.
    const all: FakeProcedures & FakeTeamProcedures = { ...procedures, ...teams };
    if (!isProcedure(all, path)) throw new Error(`unexpected call ${path}`);
    const answer = all[path] as ((input: unknown) => Promise<unknown>) | undefined;
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer(input);
  });
}

/** The wizard's tRPC context over an in-memory registration, on the test's query client. */
export function FakeApiProvider(props: {
  fake: FakeRegistration;
  /** The team calls, for a relay or team race. */
  teams?: FakeTeamProcedures;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [client] = useState(() => fakeRegistrationClient(props.fake, props.teams));
  return (
    <TRPCProvider trpcClient={client} queryClient={queryClient}>
      {props.children}
    </TRPCProvider>
  );
}
