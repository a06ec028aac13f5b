import type { FastifyInstance } from "fastify";
import {
  raceQuerySchema,
  type CardInfo,
  type ContractOffer,
  type RegistrationInit,
  type SimpleCardInfo,
} from "@reg/domain";
import type { CoreContext } from "../../../context";
import { parseInput } from "../../../http/parse-input";
import { optionalUser } from "../../../http/require-user";
import { registrationScope } from "../caller/request-scope";
import { contractOffer } from "./contract-offer";
import { cardInfo, registrationInit } from "./init-service";
import { findRace } from "./race-queries";
import { simpleCard } from "./race-views";

/** The calls about a race rather than a registration: ApiInit, the cards, the offer. */
export function registerRaceRoutes(app: FastifyInstance, context: CoreContext): void {
  app.get("/Register/ApiInit", async (request): Promise<RegistrationInit> => {
    const query = parseInput(raceQuerySchema, request.query);
    const user = await optionalUser(context, request);
    return registrationInit(context.db, await registrationScope(context, request), query, user, context.now());
  });

  app.get("/Register/ApiSimpleCardInfo", async (request): Promise<SimpleCardInfo> => {
    const query = parseInput(raceQuerySchema, request.query);
    const record = await findRace(context.db, await registrationScope(context, request), query.eventCode, query.raceCode);
    return simpleCard(record, query.language);
  });

  app.get("/Register/ApiCardInfo", async (request): Promise<CardInfo> => {
    const query = parseInput(raceQuerySchema, request.query);
    return cardInfo(context.db, await registrationScope(context, request), query, context.now());
  });

  app.get("/Register/ApiGetContractOffer", async (request): Promise<ContractOffer> => {
    const query = parseInput(raceQuerySchema, request.query);
    return contractOffer(context.db, await registrationScope(context, request), query);
  });
}
