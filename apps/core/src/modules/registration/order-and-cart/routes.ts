import type { FastifyInstance } from "fastify";
import {
  addProductInputSchema,
  applyDiscountCodeInputSchema,
  completePhoneInputSchema,
  policyRequestInputSchema,
  registrationBodySchema,
  registrationFormQuerySchema,
  registrationQuerySchema,
  removeDiscountCodeInputSchema,
  removeProductInputSchema,
  saveProductsInputSchema,
  setCustomPriceInputSchema,
  setProductCountInputSchema,
} from "@reg/domain";
import type { CoreContext } from "../../context";
import { parseInput } from "../../http/parse-input";
import { requireUser } from "../../http/require-user";
import { clearCart, confirmCart, readCart } from "./cart-service";
import { completePhone, registrationForm } from "./registration-form";
import { saveRegistration } from "./save-registration";
import { requestPolicy } from "./policy-service";
import { addProduct, removeProduct, saveProducts, setProductCount } from "./product-changes";
import { listProducts } from "./product-list";
import { setCustomPrice } from "./custom-price-service";
import { applyDiscountCode, removeDiscountCode } from "./promo-service";
import { registrationScope } from "./request-scope";
import { sessionCaller } from "./session-caller";

/**
 * The calls about the person's own registration: all need the session (401 first, before the
 * input is looked at), and a registration of someone else is 404.
 */
export function registerOrderRoutes(app: FastifyInstance, context: CoreContext): void {
  const signedIn = async (request: Parameters<typeof requireUser>[1]) => ({
    user: await requireUser(context, request),
    scope: await registrationScope(context, request),
  });

  app.get("/Register/ApiRegistration", async (request) => {
    const { user, scope } = await signedIn(request);
    return registrationForm(context.db, scope, parseInput(registrationFormQuerySchema, request.query), user, context.now());
  });

  // The rush's slot take: its session is checked by the take's own statement (see saveRegistration).
  app.post("/Register/ApiSaveRegistration", async (request) => {
    const caller = sessionCaller(context, request);
    return saveRegistration(context, await registrationScope(context, request), caller, request.body);
  });

  app.post("/Register/ApiCompletePhone", async (request) => {
    const { user } = await signedIn(request);
    return completePhone(context.db, user, parseInput(completePhoneInputSchema, request.body));
  });

  app.get("/Register/ApiProducts", async (request) => {
    const { user, scope } = await signedIn(request);
    return listProducts(context, scope, user, parseInput(registrationQuerySchema, request.query));
  });

  app.post("/Register/ApiSaveProducts", async (request) => {
    const { user, scope } = await signedIn(request);
    return saveProducts(context, scope, user, parseInput(saveProductsInputSchema, request.body));
  });

  app.post("/Register/ApiAddProductToCart", async (request) => {
    const { user, scope } = await signedIn(request);
    return addProduct(context, scope, user, parseInput(addProductInputSchema, request.body));
  });

  app.post("/Register/ApiRemoveProductFromCart", async (request) => {
    const { user, scope } = await signedIn(request);
    return removeProduct(context, scope, user, parseInput(removeProductInputSchema, request.body));
  });

  app.post("/Register/ApiSetProductCount", async (request) => {
    const { user, scope } = await signedIn(request);
    return setProductCount(context, scope, user, parseInput(setProductCountInputSchema, request.body));
  });

  app.post("/Register/SetCustomPrice", async (request) => {
    const { user, scope } = await signedIn(request);
    return setCustomPrice(context, scope, user, parseInput(setCustomPriceInputSchema, request.body));
  });

  app.post("/Register/ApiPolicyRequest", async (request) => {
    const { user, scope } = await signedIn(request);
    return requestPolicy(context, scope, user, parseInput(policyRequestInputSchema, request.body));
  });

  app.get("/Register/ApiCart", async (request) => {
    const { user, scope } = await signedIn(request);
    return readCart(context, scope, user, parseInput(registrationQuerySchema, request.query));
  });

  app.post("/Register/Cart", async (request) => {
    const { user, scope } = await signedIn(request);
    return confirmCart(context, scope, user, parseInput(registrationBodySchema, request.body));
  });

  app.post("/Register/ApiClearCart", async (request) => {
    const { user, scope } = await signedIn(request);
    return clearCart(context, scope, user, parseInput(registrationBodySchema, request.body));
  });

  app.post("/Register/ApiApplyDiscountCode", async (request) => {
    const { user, scope } = await signedIn(request);
    return applyDiscountCode(context, scope, user, parseInput(applyDiscountCodeInputSchema, request.body));
  });

  app.post("/Register/ApiRemoveDiscountCode", async (request) => {
    const { user, scope } = await signedIn(request);
    return removeDiscountCode(context, scope, user, parseInput(removeDiscountCodeInputSchema, request.body));
  });
}
