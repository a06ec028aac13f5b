import type {
  AddProductInput,
  ApplyDiscountCodeInput,
  Cart,
  ClearedCart,
  ContractOffer,
  Occupation,
  PaymentAttempt,
  PaymentMethod,
  PaymentResultState,
  PolicyRequestInput,
  PolicyRequestResult,
  Products,
  PromoCheckResult,
  RaceQuery,
  RegistrationForm,
  RegistrationFormQuery,
  RegistrationInit,
  RemoveProductInput,
  RunningClub,
  SavedRegistration,
  SaveProductsInput,
  SaveRegistrationEnvelope,
  SetCustomPriceInput,
  UploadedImage,
} from "@reg/domain";
import type { ParticipantFormValues } from "../participant/participant-values";

/** How a payment goes on after POST /Register/ApiSavePay. */
export type PaymentStart =
  /** Card and installments: the acquirer's own checkout page, outside the SPA. */
  | { readonly kind: "redirect"; readonly url: string }
  /** QR / fast payment: a code to scan, whose status is polled by its qrId. */
  | {
      readonly kind: "qr";
      readonly qrId: string;
      readonly imageUrl: string;
      readonly paymentUrl: string | null;
    }
  /** The acquirer answered at once (a declined test card). */
  | { readonly kind: "result"; readonly state: PaymentResultState };

/** How an order's payment stands, for the result page. */
export interface PaymentOutcome {
  readonly state: PaymentResultState;
  readonly lastAttempt: PaymentAttempt | null;
}

/** One cart line's new count. */
export interface ProductCountInput {
  readonly registrationId: string;
  readonly cartItemId: string;
  readonly count: number;
}

/** A race's query without the language, which the gateway adds from the page's language. */
export type RaceRef = Pick<RaceQuery, "eventCode" | "raceCode">;

/**
 * Every call the wizard makes, shaped as the legacy contract's DTOs (docs/legacy-contract.md).
 * The wizard depends on this seam only; an app implements it over its tRPC client's
 * `registration.*` procedures (or a test over an in-memory fake). Failures are thrown as the
 * tRPC client throws them, so appErrorCode / appFieldErrors read them.
 */
export interface RegistrationGateway {
  init(race: RaceRef): Promise<RegistrationInit>;
  runningClubs(): Promise<readonly RunningClub[]>;
  occupations(): Promise<readonly Occupation[]>;
  registrationForm(query: RegistrationFormQuery): Promise<RegistrationForm>;
  checkPromoCode(race: RaceRef, code: string): Promise<PromoCheckResult>;
  /** GET /Register/ApiGetContractOffer: the race's public offer, in the interface's language. */
  contractOffer(race: RaceRef): Promise<ContractOffer>;
  saveRegistration(
    envelope: SaveRegistrationEnvelope,
    values: ParticipantFormValues,
  ): Promise<SavedRegistration>;
  uploadImage(file: File, registrationId: string | null): Promise<UploadedImage>;
  products(registrationId: string): Promise<Products>;
  saveProducts(input: Omit<SaveProductsInput, "language">): Promise<Cart>;
  addProduct(input: Omit<AddProductInput, "language">): Promise<Cart>;
  removeProduct(input: Omit<RemoveProductInput, "language">): Promise<Cart>;
  /** POST /Register/ApiSetProductCount; the BFF maps the names to SPEC §7's {RegistrationId, CartItemId, Count}. */
  setProductCount(input: ProductCountInput): Promise<Cart>;
  setCustomPrice(input: Omit<SetCustomPriceInput, "language">): Promise<Cart>;
  requestPolicy(input: Omit<PolicyRequestInput, "language">): Promise<PolicyRequestResult>;
  cart(registrationId: string): Promise<Cart>;
  /** POST /Register/Cart: the order is confirmed (submit) and waits for its payment. */
  confirmOrder(registrationId: string): Promise<Cart>;
  applyDiscountCode(input: Omit<ApplyDiscountCodeInput, "language">): Promise<Cart>;
  /** POST /Register/ApiRemoveDiscountCode: the applied code comes off, the price is restored. */
  removeDiscountCode(registrationId: string): Promise<Cart>;
  /** POST /Register/ApiClearCart: "delete the draft and start again". */
  clearCart(registrationId: string): Promise<ClearedCart>;
  /** GET /Register/ApiPay: the methods this order can be paid with. */
  paymentMethods(registrationId: string): Promise<readonly PaymentMethod[]>;
  /** POST /Register/ApiSavePay (the BFF sends SPEC §7's {RegistrationId, PaymentType}). */
  pay(registrationId: string, method: PaymentMethod): Promise<PaymentStart>;
  /** The payment's state now (POST /Payment/CheckQrCodeStatus for a QR, else the cart's state). */
  paymentStatus(registrationId: string, qrId: string | null): Promise<PaymentResultState>;
  /**
   * The result page's read (GET /Register/ApiPay): the state to show and the latest attempt, whose
   * method "try again" pays with again and whose amount the receipt shows.
   */
  paymentOutcome(registrationId: string): Promise<PaymentOutcome>;
  /** An expired order's repeat payment: a new window if a slot is still there (SOLD_OUT if not). */
  repeatPayment(registrationId: string): Promise<Cart>;
}
