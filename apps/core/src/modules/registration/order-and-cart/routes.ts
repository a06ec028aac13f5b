import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../../context";
import { registrationScope } from "../caller/request-scope";
import { inputOfCaller, sessionCaller } from "../caller/session-caller";
import { signedIn } from "../caller/signed-in";
import { clearCart, readCart } from "./cart-service";
import { setCustomPrice } from "./custom-price-service";
import { requestPolicy } from "./policy-service";
import { addProduct, removeProduct, saveProducts, setProductCount } from "./product-changes";
import { listProducts } from "./product-list";
import { legacyRoute } from "../../../http/legacy-route";

/**
 * The calls about the person's own order: the products offered and chosen, the slot's own price,
 * the insurance policy, the cart. All need the session (401 first, before the input is looked at),
 * and a registration of someone else is 404.
 */
export function registerOrderRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, LEGACY_CONTRACT.listProducts, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return listProducts(context, scope, user, parsed().query);
  });

  legacyRoute(app, LEGACY_CONTRACT.saveProducts, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return saveProducts(context, scope, user, parsed().body);
  });

  legacyRoute(app, LEGACY_CONTRACT.addProduct, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return addProduct(context, scope, user, parsed().body);
  });

  legacyRoute(app, LEGACY_CONTRACT.removeProduct, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return removeProduct(context, scope, user, parsed().body);
  });

  legacyRoute(app, LEGACY_CONTRACT.setProductCount, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return setProductCount(context, scope, user, parsed().body);
  });

  legacyRoute(app, LEGACY_CONTRACT.setCustomPrice, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return setCustomPrice(context, scope, user, parsed().body);
  });

  legacyRoute(app, LEGACY_CONTRACT.requestPolicy, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return requestPolicy(context, scope, user, parsed().body);
  });

  legacyRoute(app, LEGACY_CONTRACT.getCart, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return readCart(context, scope, user, parsed().query);
  });

  // On the rush's payment path: the session is checked by the order's own read (inputOfCaller).
  legacyRoute(app, LEGACY_CONTRACT.confirmCart, async (request, _reply, parsed) => {
    const caller = sessionCaller(context, request);
    const scope = await registrationScope(context, request);
    const { body } = await inputOfCaller(caller, parsed);
    return context.confirms.confirm({ scope, caller, body });
  });

  legacyRoute(app, LEGACY_CONTRACT.clearCart, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return clearCart(context, scope, user, parsed().body);
  });
}
