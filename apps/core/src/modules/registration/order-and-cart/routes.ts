import type { FastifyInstance } from "fastify";
import {
  addProductInputSchema,
  policyRequestInputSchema,
  registrationBodySchema,
  registrationQuerySchema,
  removeProductInputSchema,
  saveProductsInputSchema,
  setCustomPriceInputSchema,
  setProductCountInputSchema,
} from "@reg/domain";
import type { CoreContext } from "../../../context";
import { parseInput } from "../../../http/parse-input";
import { signedIn } from "../caller/signed-in";
import { clearCart, confirmCart, readCart } from "./cart-service";
import { setCustomPrice } from "./custom-price-service";
import { requestPolicy } from "./policy-service";
import { addProduct, removeProduct, saveProducts, setProductCount } from "./product-changes";
import { listProducts } from "./product-list";

/**
 * The calls about the person's own order: the products offered and chosen, the slot's own price,
 * the insurance policy, the cart. All need the session (401 first, before the input is looked at),
 * and a registration of someone else is 404.
 */
export function registerOrderRoutes(app: FastifyInstance, context: CoreContext): void {
  app.get("/Register/ApiProducts", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return listProducts(context, scope, user, parseInput(registrationQuerySchema, request.query));
  });

  app.post("/Register/ApiSaveProducts", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return saveProducts(context, scope, user, parseInput(saveProductsInputSchema, request.body));
  });

  app.post("/Register/ApiAddProductToCart", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return addProduct(context, scope, user, parseInput(addProductInputSchema, request.body));
  });

  app.post("/Register/ApiRemoveProductFromCart", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return removeProduct(context, scope, user, parseInput(removeProductInputSchema, request.body));
  });

  app.post("/Register/ApiSetProductCount", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return setProductCount(context, scope, user, parseInput(setProductCountInputSchema, request.body));
  });

  app.post("/Register/SetCustomPrice", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return setCustomPrice(context, scope, user, parseInput(setCustomPriceInputSchema, request.body));
  });

  app.post("/Register/ApiPolicyRequest", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return requestPolicy(context, scope, user, parseInput(policyRequestInputSchema, request.body));
  });

  app.get("/Register/ApiCart", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return readCart(context, scope, user, parseInput(registrationQuerySchema, request.query));
  });

  app.post("/Register/Cart", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return confirmCart(context, scope, user, parseInput(registrationBodySchema, request.body));
  });

  app.post("/Register/ApiClearCart", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return clearCart(context, scope, user, parseInput(registrationBodySchema, request.body));
  });
}
