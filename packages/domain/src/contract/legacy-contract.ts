import { z } from "zod";
import {
  addProductInputSchema,
  applyDiscountCodeInputSchema,
  cardInfoSchema,
  careerListSchema,
  careerQuerySchema,
  careerSchema,
  cartSchema,
  championshipListSchema,
  championshipsQuerySchema,
  checkQrCodeStatusInputSchema,
  clearedCartSchema,
  compilationListSchema,
  compilationsQuerySchema,
  completePhoneInputSchema,
  completePhoneResultSchema,
  contactsSchema,
  contractOfferSchema,
  currentUserSchema,
  eventResultsQuerySchema,
  eventResultsSchema,
  eventPageQuerySchema,
  eventPageSchema,
  eventsRatingSchema,
  issueHandoffInputSchema,
  issuedHandoffSchema,
  listFilterQuerySchema,
  listFilterResultSchema,
  liveCountSchema,
  loginInputSchema,
  mapPointsResultSchema,
  occupationListSchema,
  occupationsQuerySchema,
  pagesLanguageQuerySchema,
  passwordResetRequestedSchema,
  payInfoSchema,
  payQuerySchema,
  policyRequestInputSchema,
  policyRequestResultSchema,
  productsSchema,
  profileInputSchema,
  profileSchema,
  promoCheckResultSchema,
  qrCodeStatusSchema,
  raceResultsQuerySchema,
  raceResultsSchema,
  raceQuerySchema,
  redeemHandoffInputSchema,
  registrationBodySchema,
  registrationFormQuerySchema,
  registrationFormSchema,
  registrationInitSchema,
  registrationQuerySchema,
  removeDiscountCodeInputSchema,
  removeProductInputSchema,
  repeatPayInputSchema,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  runningClubListSchema,
  savePayInputSchema,
  savePayResultSchema,
  saveProductsInputSchema,
  saveRegistrationEnvelopeSchema,
  seriesPageQuerySchema,
  seriesPageSchema,
  savedRegistrationSchema,
  setCustomPriceInputSchema,
  setProductCountInputSchema,
  signUpInputSchema,
  startListQuerySchema,
  startListResultSchema,
  simpleCardInfoSchema,
  sitemapEntriesSchema,
  sitePageQuerySchema,
  sitePageSchema,
  tenantSchema,
  uploadedImageSchema,
  uploadImageQuerySchema,
} from "../dto";
import {
  changeRelayTeamNameInputSchema,
  moveRelayParticipantInputSchema,
  relayRaceQuerySchema,
  relayRegistrationSchema,
  relayTeamQuerySchema,
  relayTeamSchema,
  removeRelayParticipantInputSchema,
  saveRelayRegistrationInputSchema,
} from "../teams/wire";
import { findFriendQuerySchema, foundFriendSchema } from "../family/wire";
import { legacyCall } from "./legacy-call";

/** POST /api/account/logout's answer. */
export const logoutResultSchema = z.object({ ok: z.literal(true) });
export type LogoutResult = z.infer<typeof logoutResultSchema>;

/**
 * The participant form travels flat beside the envelope; its rules are the race's, so core checks
 * the whole body itself (participantFormSchemaFor) and answers every bad field at once.
 */
const saveRegistrationBodySchema = saveRegistrationEnvelopeSchema.loose();

/**
 * SPEC §7's legacy calls, one entry per operation, keyed by its one verb (the same verb as the
 * tRPC procedure and core's service that carry it).
 */
export const LEGACY_CONTRACT = {
  // The start-up and the session.
  getCurrentTenant: legacyCall({
    method: "GET",
    path: "/api/events/tenants/getCurrent",
    output: tenantSchema,
  }),
  getCurrentUser: legacyCall({
    method: "GET",
    path: "/api/users/getCurrent",
    output: currentUserSchema,
  }),
  signUp: legacyCall({
    method: "POST",
    path: "/api/account/signUp",
    body: signUpInputSchema,
    output: currentUserSchema,
  }),
  login: legacyCall({
    method: "POST",
    path: "/api/account/login",
    body: loginInputSchema,
    output: currentUserSchema,
  }),
  logout: legacyCall({ method: "POST", path: "/api/account/logout", output: logoutResultSchema }),
  issueHandoff: legacyCall({
    method: "POST",
    path: "/api/account/issueHandoff",
    body: issueHandoffInputSchema,
    output: issuedHandoffSchema,
  }),
  redeemHandoff: legacyCall({
    method: "POST",
    path: "/api/account/redeemHandoff",
    body: redeemHandoffInputSchema,
    output: currentUserSchema,
  }),
  requestPasswordReset: legacyCall({
    method: "POST",
    path: "/api/account/requestPasswordReset",
    body: requestPasswordResetInputSchema,
    output: passwordResetRequestedSchema,
  }),
  resetPassword: legacyCall({
    method: "POST",
    path: "/api/account/resetPassword",
    body: resetPasswordInputSchema,
    output: currentUserSchema,
  }),
  getProfile: legacyCall({ method: "GET", path: "/api/account/profile", output: profileSchema }),
  updateProfile: legacyCall({
    method: "POST",
    path: "/api/account/updateProfile",
    body: profileInputSchema,
    output: profileSchema,
  }),

  // Events.
  listEvents: legacyCall({
    method: "GET",
    path: "/api/events/listFilter",
    query: listFilterQuerySchema,
    output: listFilterResultSchema,
  }),
  liveCount: legacyCall({
    method: "POST",
    path: "/api/events/live-count",
    output: liveCountSchema,
  }),
  /** The BFF's /sitemap.xml: event and series codes with their change dates (issue 8 item 6). */
  sitemapEntries: legacyCall({
    method: "GET",
    path: "/api/events/sitemapEntries",
    output: sitemapEntriesSchema,
  }),
  // The list's map and its recommended compilations (issue 8 item 1).
  listMapPoints: legacyCall({
    method: "GET",
    path: "/api/events/mapPoints",
    query: listFilterQuerySchema,
    output: mapPointsResultSchema,
  }),
  listCompilations: legacyCall({
    method: "GET",
    path: "/api/events/compilations",
    query: compilationsQuerySchema,
    output: compilationListSchema,
  }),

  // Series and results (issue 8 items 3 and 4).
  seriesPage: legacyCall({
    method: "GET",
    path: "/api/series/page",
    query: seriesPageQuerySchema,
    output: seriesPageSchema,
  }),
  /** The championships page (SPEC §2): every series with its leaders from the same standings. */
  championshipsList: legacyCall({
    method: "GET",
    path: "/api/championships/list",
    query: championshipsQuerySchema,
    output: championshipListSchema,
  }),
  eventResults: legacyCall({
    method: "GET",
    path: "/api/results/event",
    query: eventResultsQuerySchema,
    output: eventResultsSchema,
  }),
  raceResults: legacyCall({
    method: "GET",
    path: "/api/results/race",
    query: raceResultsQuerySchema,
    output: raceResultsSchema,
  }),
  /** One event's page (issue 8): races with prices and places, options, details, documents. */
  eventPage: legacyCall({
    method: "GET",
    path: "/api/events/page",
    query: eventPageQuerySchema,
    output: eventPageSchema,
  }),
  /** The event's start list: paid participants, only what each agreed to show. */
  startList: legacyCall({
    method: "GET",
    path: "/api/events/startList",
    query: startListQuerySchema,
    output: startListResultSchema,
  }),

  // The portal's content pages (docs/decisions/0020); each page's head is read from the same call.
  getSitePage: legacyCall({
    method: "GET",
    path: "/api/pages/get",
    query: sitePageQuerySchema,
    output: sitePageSchema,
  }),
  getContacts: legacyCall({
    method: "GET",
    path: "/api/pages/contacts",
    query: pagesLanguageQuerySchema,
    output: contactsSchema,
  }),
  listCareers: legacyCall({
    method: "GET",
    path: "/api/pages/careers",
    query: pagesLanguageQuerySchema,
    output: careerListSchema,
  }),
  getCareer: legacyCall({
    method: "GET",
    path: "/api/pages/career",
    query: careerQuerySchema,
    output: careerSchema,
  }),
  getEventsRating: legacyCall({
    method: "GET",
    path: "/api/pages/eventsRating",
    query: pagesLanguageQuerySchema,
    output: eventsRatingSchema,
  }),

  // The race and what its form asks.
  getInit: legacyCall({
    method: "GET",
    path: "/Register/ApiInit",
    query: raceQuerySchema,
    output: registrationInitSchema,
  }),
  getSimpleCard: legacyCall({
    method: "GET",
    path: "/Register/ApiSimpleCardInfo",
    query: raceQuerySchema,
    output: simpleCardInfoSchema,
  }),
  getCard: legacyCall({
    method: "GET",
    path: "/Register/ApiCardInfo",
    query: raceQuerySchema,
    output: cardInfoSchema,
  }),
  getContractOffer: legacyCall({
    method: "GET",
    path: "/Register/ApiGetContractOffer",
    query: raceQuerySchema,
    output: contractOfferSchema,
  }),
  listRunningClubs: legacyCall({
    method: "GET",
    path: "/Register/ApiGetRunningClubs",
    output: runningClubListSchema,
  }),
  listOccupations: legacyCall({
    method: "GET",
    path: "/Register/ApiGetOccupations",
    query: occupationsQuerySchema,
    output: occupationListSchema,
  }),
  /** The code as a JSON string; core names an empty or overlong one (fields.promoCode). */
  checkPromo: legacyCall({
    method: "POST",
    path: "/Register/CheckPromoCode",
    query: raceQuerySchema,
    body: z.unknown(),
    output: promoCheckResultSchema,
  }),

  // The person's registration and order.
  getRegistration: legacyCall({
    method: "GET",
    path: "/Register/ApiRegistration",
    query: registrationFormQuerySchema,
    output: registrationFormSchema,
  }),
  saveRegistration: legacyCall({
    method: "POST",
    path: "/Register/ApiSaveRegistration",
    body: saveRegistrationBodySchema,
    output: savedRegistrationSchema,
  }),
  updatePhone: legacyCall({
    method: "POST",
    path: "/Register/ApiCompletePhone",
    body: completePhoneInputSchema,
    output: completePhoneResultSchema,
  }),
  uploadImage: legacyCall({
    method: "POST",
    path: "/Image/UploadImageAndSave",
    query: uploadImageQuerySchema,
    body: "bytes",
    output: uploadedImageSchema,
  }),
  listProducts: legacyCall({
    method: "GET",
    path: "/Register/ApiProducts",
    query: registrationQuerySchema,
    output: productsSchema,
  }),
  saveProducts: legacyCall({
    method: "POST",
    path: "/Register/ApiSaveProducts",
    body: saveProductsInputSchema,
    output: cartSchema,
  }),
  addProduct: legacyCall({
    method: "POST",
    path: "/Register/ApiAddProductToCart",
    body: addProductInputSchema,
    output: cartSchema,
  }),
  removeProduct: legacyCall({
    method: "POST",
    path: "/Register/ApiRemoveProductFromCart",
    body: removeProductInputSchema,
    output: cartSchema,
  }),
  setProductCount: legacyCall({
    method: "POST",
    path: "/Register/ApiSetProductCount",
    body: setProductCountInputSchema,
    output: cartSchema,
  }),
  setCustomPrice: legacyCall({
    method: "POST",
    path: "/Register/SetCustomPrice",
    body: setCustomPriceInputSchema,
    output: cartSchema,
  }),
  requestPolicy: legacyCall({
    method: "POST",
    path: "/Register/ApiPolicyRequest",
    body: policyRequestInputSchema,
    output: policyRequestResultSchema,
  }),
  getCart: legacyCall({
    method: "GET",
    path: "/Register/ApiCart",
    query: registrationQuerySchema,
    output: cartSchema,
  }),
  confirmCart: legacyCall({
    method: "POST",
    path: "/Register/Cart",
    body: registrationBodySchema,
    output: cartSchema,
  }),
  clearCart: legacyCall({
    method: "POST",
    path: "/Register/ApiClearCart",
    body: registrationBodySchema,
    output: clearedCartSchema,
  }),
  applyPromo: legacyCall({
    method: "POST",
    path: "/Register/ApiApplyDiscountCode",
    body: applyDiscountCodeInputSchema,
    output: cartSchema,
  }),
  removePromo: legacyCall({
    method: "POST",
    path: "/Register/ApiRemoveDiscountCode",
    body: removeDiscountCodeInputSchema,
    output: cartSchema,
  }),

  // Teams and relays (issue 11 item 1; the join, code and captaincy calls: TEAM_CALLS).
  /** The race's team rules and the caller's team in it. */
  getRelayRegistration: legacyCall({
    method: "GET",
    path: "/Register/ApiRelayRegistration",
    query: relayRaceQuerySchema,
    output: relayRegistrationSchema,
  }),
  /** The captain creates the race's team (its slot taken atomically) and takes a stage. */
  saveRelayRegistration: legacyCall({
    method: "POST",
    path: "/Register/ApiSaveRelayRegistration",
    body: saveRelayRegistrationInputSchema,
    output: relayTeamSchema,
  }),
  moveRelayParticipant: legacyCall({
    method: "POST",
    path: "/Register/ApiMoveRelayParticipant",
    body: moveRelayParticipantInputSchema,
    output: relayTeamSchema,
  }),
  removeRelayParticipant: legacyCall({
    method: "POST",
    path: "/Register/ApiRemoveRelayParticipant",
    body: removeRelayParticipantInputSchema,
    output: relayTeamSchema,
  }),
  getRelayTeam: legacyCall({
    method: "GET",
    path: "/Register/ApiRelayTeam",
    query: relayTeamQuerySchema,
    output: relayTeamSchema,
  }),
  changeRelayTeamName: legacyCall({
    method: "PUT",
    path: "/Register/ApiChangeRelayTeamName",
    body: changeRelayTeamNameInputSchema,
    output: relayTeamSchema,
  }),

  // Relatives and friends (issue 11 items 2, 3; the family group's calls: FAMILY_CALLS).
  /** Whether an account has the e-mail, with a masked name to confirm it; rate-limited. */
  findFriend: legacyCall({
    method: "GET",
    path: "/Register/ApiFindFriend",
    query: findFriendQuerySchema,
    output: foundFriendSchema,
  }),

  // Paying.
  getPayment: legacyCall({
    method: "GET",
    path: "/Register/ApiPay",
    query: payQuerySchema,
    output: payInfoSchema,
  }),
  pay: legacyCall({
    method: "POST",
    path: "/Register/ApiSavePay",
    body: savePayInputSchema,
    output: savePayResultSchema,
  }),
  repeatPayment: legacyCall({
    method: "POST",
    path: "/Register/ApiRepeatPay",
    body: repeatPayInputSchema,
    output: cartSchema,
  }),
  getQrStatus: legacyCall({
    method: "POST",
    path: "/Payment/CheckQrCodeStatus",
    body: checkQrCodeStatusInputSchema,
    output: qrCodeStatusSchema,
  }),
} as const;

export type LegacyContract = typeof LEGACY_CONTRACT;
export type LegacyOperation = keyof LegacyContract;
