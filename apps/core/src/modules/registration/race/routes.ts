import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../../context";
import { optionalUser } from "../../../http/require-user";
import { registrationScope } from "../caller/request-scope";
import { contractOffer } from "./contract-offer";
import { cardInfo, registrationInit } from "./init-service";
import { findRace } from "./race-queries";
import { simpleCard } from "./race-views";
import { legacyRoute } from "../../../http/legacy-route";

/** The calls about a race rather than a registration: ApiInit, the cards, the offer. */
export function registerRaceRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, LEGACY_CONTRACT.getInit, async (request, _reply, parsed) => {
    const query = parsed().query;
    const user = await optionalUser(context, request);
    return registrationInit(
      context.db,
      await registrationScope(context, request),
      query,
      user,
      context.now(),
    );
  });

  legacyRoute(app, LEGACY_CONTRACT.getSimpleCard, async (request, _reply, parsed) => {
    const query = parsed().query;
    const record = await findRace(
      context.db,
      await registrationScope(context, request),
      query.eventCode,
      query.raceCode,
    );
    return simpleCard(record, query.language);
  });

  legacyRoute(app, LEGACY_CONTRACT.getCard, async (request, _reply, parsed) => {
    const query = parsed().query;
    return cardInfo(context.db, await registrationScope(context, request), query, context.now());
  });

  legacyRoute(app, LEGACY_CONTRACT.getContractOffer, async (request, _reply, parsed) => {
    const query = parsed().query;
    return contractOffer(context.db, await registrationScope(context, request), query);
  });
}
