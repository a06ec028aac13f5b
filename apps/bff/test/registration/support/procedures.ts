import { type Client } from "../../support/clients";
import { TINY_PNG_DATA_URL } from "./images";
import { OPTIONS_RACE, validParticipant } from "./people";

/** Calls a registration procedure with whatever input the test hands it (the typed client bypassed on purpose). */
export type ProcedureCall = (client: Client, input: unknown) => Promise<unknown>;

const r = (client: Client) => client.registration;

/** Every procedure of the registration router, by its path. */
export const REGISTRATION_PROCEDURES = {
  getInit: (client, input) => r(client).getInit.query(input as never),
  getSimpleCard: (client, input) => r(client).getSimpleCard.query(input as never),
  getCard: (client, input) => r(client).getCard.query(input as never),
  getContractOffer: (client, input) => r(client).getContractOffer.query(input as never),
  listRunningClubs: (client, input) => r(client).listRunningClubs.query(input as never),
  listOccupations: (client, input) => r(client).listOccupations.query(input as never),
  getRegistration: (client, input) => r(client).getRegistration.query(input as never),
  saveRegistration: (client, input) => r(client).saveRegistration.mutate(input as never),
  updatePhone: (client, input) => r(client).updatePhone.mutate(input as never),
  listProducts: (client, input) => r(client).listProducts.query(input as never),
  saveProducts: (client, input) => r(client).saveProducts.mutate(input as never),
  addProduct: (client, input) => r(client).addProduct.mutate(input as never),
  removeProduct: (client, input) => r(client).removeProduct.mutate(input as never),
  setProductCount: (client, input) => r(client).setProductCount.mutate(input as never),
  setCustomPrice: (client, input) => r(client).setCustomPrice.mutate(input as never),
  requestPolicy: (client, input) => r(client).requestPolicy.mutate(input as never),
  getCart: (client, input) => r(client).getCart.query(input as never),
  confirmCart: (client, input) => r(client).confirmCart.mutate(input as never),
  clearCart: (client, input) => r(client).clearCart.mutate(input as never),
  checkPromo: (client, input) => r(client).checkPromo.query(input as never),
  applyPromo: (client, input) => r(client).applyPromo.mutate(input as never),
  removePromo: (client, input) => r(client).removePromo.mutate(input as never),
  uploadImage: (client, input) => r(client).uploadImage.mutate(input as never),
} satisfies Record<keyof Client["registration"], ProcedureCall>;

export type RegistrationPath = keyof typeof REGISTRATION_PROCEDURES;
export const REGISTRATION_PATHS = Object.keys(REGISTRATION_PROCEDURES) as RegistrationPath[];

const p = (client: Client) => client.payment;

/** Every procedure of the payment router, by its path. */
export const PAYMENT_PROCEDURES = {
  getPayment: (client, input) => p(client).getPayment.query(input as never),
  pay: (client, input) => p(client).pay.mutate(input as never),
  getQrStatus: (client, input) => p(client).getQrStatus.query(input as never),
  repeatPayment: (client, input) => p(client).repeatPayment.mutate(input as never),
} satisfies Record<keyof Client["payment"], ProcedureCall>;

export type PaymentPath = keyof typeof PAYMENT_PROCEDURES;

/** A valid input for every payment procedure, about `registrationId` (and a QR code's id). */
export function paymentInputs(
  registrationId: string,
  qrId = "qr_000000000000000000000000",
): Record<PaymentPath, unknown> {
  return {
    getPayment: { registrationId },
    pay: { registrationId, paymentType: "card" },
    getQrStatus: { qrId },
    repeatPayment: { registrationId },
  };
}

/** Open to anonymous visitors. */
export const PUBLIC_PATHS: readonly RegistrationPath[] = [
  "getInit",
  "getSimpleCard",
  "getCard",
  "getContractOffer",
  "listRunningClubs",
  "listOccupations",
];

/** The procedures about one registration, each with a valid input naming `registrationId`. */
export function inputsFor(
  registrationId: string,
): Record<
  Exclude<
    RegistrationPath,
    (typeof PUBLIC_PATHS)[number] | "getRegistration" | "updatePhone" | "checkPromo"
  >,
  unknown
> {
  return {
    saveRegistration: { ...OPTIONS_RACE, ...validParticipant(), registrationId },
    listProducts: { registrationId },
    saveProducts: { registrationId, products: [{ code: "bag-storage", count: 1 }] },
    addProduct: { registrationId, productCode: "bag-storage" },
    removeProduct: { registrationId, cartItemId: "bag-storage" },
    setProductCount: { registrationId, cartItemId: "bag-storage", count: 2 },
    setCustomPrice: { registrationId, cartItemId: "slot", priceKopecks: 50_000 },
    requestPolicy: {
      registrationId,
      sport: "run",
      type: "accident",
      startDate: "2030-01-01",
      sumInsuredKopecks: 10_000_000,
    },
    getCart: { registrationId },
    confirmCart: { registrationId },
    clearCart: { registrationId },
    applyPromo: { registrationId, promoCode: "WELCOME10" },
    removePromo: { registrationId },
    uploadImage: { registrationId, photo: TINY_PNG_DATA_URL },
  };
}

/** A valid input for every procedure that needs a session. */
export function signedInInputs(
  registrationId: string,
): Record<Exclude<RegistrationPath, (typeof PUBLIC_PATHS)[number]>, unknown> {
  return {
    ...inputsFor(registrationId),
    getRegistration: OPTIONS_RACE,
    saveRegistration: { ...OPTIONS_RACE, ...validParticipant() },
    updatePhone: { phone: "+7 916 000-00-00" },
    checkPromo: { ...OPTIONS_RACE, promoCode: "WELCOME10" },
  };
}
