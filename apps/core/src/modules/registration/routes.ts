import type { FastifyInstance } from "fastify";
import type { CoreContext } from "../../context";
import { registerFormRoutes } from "./form/routes";
import { registerOrderRoutes } from "./order-and-cart/routes";
import { registerPromoRoutes } from "./promo/routes";
import { registerRaceRoutes } from "./race/routes";

/** Every registration call of the legacy contract, each registered by its topic's folder. */
export function registerRegistrationRoutes(app: FastifyInstance, context: CoreContext): void {
  registerRaceRoutes(app, context);
  registerPromoRoutes(app, context);
  registerFormRoutes(app, context);
  registerOrderRoutes(app, context);
}
