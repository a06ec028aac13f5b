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
  get: (client, input) => r(client).get.query(input as never),
  register: (client, input) => r(client).register.mutate(input as never),
  update: (client, input) => r(client).update.mutate(input as never),
  updatePhone: (client, input) => r(client).updatePhone.mutate(input as never),
  listProducts: (client, input) => r(client).listProducts.query(input as never),
  updateProducts: (client, input) => r(client).updateProducts.mutate(input as never),
  addProduct: (client, input) => r(client).addProduct.mutate(input as never),
  removeProduct: (client, input) => r(client).removeProduct.mutate(input as never),
  updateProductCount: (client, input) => r(client).updateProductCount.mutate(input as never),
  updateCustomPrice: (client, input) => r(client).updateCustomPrice.mutate(input as never),
  createPolicy: (client, input) => r(client).createPolicy.mutate(input as never),
  getCart: (client, input) => r(client).getCart.query(input as never),
  confirmOrder: (client, input) => r(client).confirmOrder.mutate(input as never),
  remove: (client, input) => r(client).remove.mutate(input as never),
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
  get: (client, input) => p(client).get.query(input as never),
  pay: (client, input) => p(client).pay.mutate(input as never),
  getQrStatus: (client, input) => p(client).getQrStatus.query(input as never),
  repeat: (client, input) => p(client).repeat.mutate(input as never),
} satisfies Record<keyof Client["payment"], ProcedureCall>;

export type PaymentPath = keyof typeof PAYMENT_PROCEDURES;

/** A valid input for every payment procedure, about `registrationId` (and a QR code's id). */
export function paymentInputs(registrationId: string, qrId = "qr_000000000000000000000000"): Record<PaymentPath, unknown> {
  return {
    get: { RegistrationId: registrationId },
    pay: { RegistrationId: registrationId, PaymentType: "card" },
    getQrStatus: { qrId },
    repeat: { RegistrationId: registrationId },
  };
}

/** Open to anonymous visitors. */
export const PUBLIC_PATHS: readonly RegistrationPath[] = ["getInit", "getSimpleCard", "getCard", "getContractOffer", "listRunningClubs", "listOccupations"];

/** The procedures about one registration, each with a valid input naming `registrationId`. */
export function inputsFor(registrationId: string): Record<Exclude<RegistrationPath, (typeof PUBLIC_PATHS)[number] | "get" | "register" | "updatePhone" | "checkPromo">, unknown> {
  return {
    update: { ...OPTIONS_RACE, ...validParticipant(), registrationId },
    listProducts: { registrationId },
    updateProducts: { registrationId, products: [{ code: "bag-storage", count: 1 }] },
    addProduct: { registrationId, productCode: "bag-storage" },
    removeProduct: { registrationId, cartItemId: "bag-storage" },
    updateProductCount: { RegistrationId: registrationId, CartItemId: "bag-storage", Count: 2 },
    updateCustomPrice: { registrationId, cartItemId: "slot", priceKopecks: 50_000 },
    createPolicy: { registrationId, sport: "run", type: "accident", startDate: "2030-01-01", sumInsuredKopecks: 10_000_000 },
    getCart: { registrationId },
    confirmOrder: { registrationId },
    remove: { registrationId },
    applyPromo: { registrationId, promoCode: "WELCOME10" },
    removePromo: { registrationId },
    uploadImage: { registrationId, photo: TINY_PNG_DATA_URL },
  };
}

/** A valid input for every procedure that needs a session. */
export function signedInInputs(registrationId: string): Record<Exclude<RegistrationPath, (typeof PUBLIC_PATHS)[number]>, unknown> {
  return {
    ...inputsFor(registrationId),
    get: OPTIONS_RACE,
    register: { ...OPTIONS_RACE, ...validParticipant() },
    updatePhone: { phone: "+7 916 000-00-00" },
    checkPromo: { ...OPTIONS_RACE, promoCode: "WELCOME10" },
  };
}
