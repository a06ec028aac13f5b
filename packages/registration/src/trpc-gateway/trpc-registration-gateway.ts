import type { AppTrpcClient } from "@reg/api";
import type { Locale } from "@reg/domain";
import type { RegistrationGateway } from "../data/registration-gateway";
import { fileToDataUrl } from "./file-data-url";
import { participantFields } from "./participant-fields";
import { payInfoResult, paymentStartOf } from "./payment-mapping";

/**
 * The wizard's calls over the BFF's `registration.*` and `payment.*` procedures
 * (docs/legacy-contract.md, "tRPC ↔ legacy"), with the page's language added where an answer
 * carries names. Failures are the tRPC client's own errors, untouched: their `data.appCode` and
 * per-field `data.fields` are what appErrorCode / appFieldErrors read, under the field names the
 * forms use (`promoCode`, `email`…).
 */
export function createTrpcRegistrationGateway(
  client: AppTrpcClient,
  language: Locale,
): RegistrationGateway {
  const { registration, payment } = client;
  return {
    init: (race) => registration.getInit.query({ ...race, language }),
    runningClubs: () => registration.listRunningClubs.query(),
    occupations: () => registration.listOccupations.query({ language }),
    registrationForm: (query) => registration.getRegistration.query(query),
    checkPromoCode: (race, code) =>
      registration.checkPromo.query({ ...race, language, promoCode: code }),
    contractOffer: (race) => registration.getContractOffer.query({ ...race, language }),
    // Without an id the draft is created and its slot taken; with one, the own draft is updated.
    saveRegistration: (envelope, values) =>
      registration.saveRegistration.mutate({ ...envelope, ...participantFields(values) }),
    uploadImage: async (file, registrationId) =>
      registration.uploadImage.mutate({
        ...(registrationId ? { registrationId } : {}),
        photo: await fileToDataUrl(file),
      }),
    products: (registrationId) => registration.listProducts.query({ registrationId, language }),
    saveProducts: (input) => registration.saveProducts.mutate({ ...input, language }),
    addProduct: (input) => registration.addProduct.mutate({ ...input, language }),
    removeProduct: (input) => registration.removeProduct.mutate({ ...input, language }),
    setProductCount: (input) => registration.setProductCount.mutate({ ...input, language }),
    setCustomPrice: (input) => registration.setCustomPrice.mutate({ ...input, language }),
    requestPolicy: (input) => registration.requestPolicy.mutate({ ...input, language }),
    cart: (registrationId) => registration.getCart.query({ registrationId, language }),
    confirmOrder: (registrationId) => registration.confirmCart.mutate({ registrationId, language }),
    applyDiscountCode: (input) => registration.applyPromo.mutate({ ...input, language }),
    removeDiscountCode: (registrationId) =>
      registration.removePromo.mutate({ registrationId, language }),
    clearCart: (registrationId) => registration.clearCart.mutate({ registrationId, language }),
    paymentMethods: async (registrationId) => {
      const info = await payment.getPayment.query({ registrationId, language });
      return info.methods.map((option) => option.method);
    },
    pay: async (registrationId, method) =>
      paymentStartOf(await payment.pay.mutate({ registrationId, paymentType: method, language })),
    paymentStatus: async (registrationId, qrId) =>
      qrId === null
        ? payInfoResult(await payment.getPayment.query({ registrationId, language }))
        : (await payment.getQrStatus.query({ qrId })).result,
    paymentOutcome: async (registrationId) => {
      const info = await payment.getPayment.query({ registrationId, language });
      return { state: payInfoResult(info), lastAttempt: info.lastAttempt };
    },
    repeatPayment: (registrationId) => payment.repeatPayment.mutate({ registrationId, language }),
  };
}
