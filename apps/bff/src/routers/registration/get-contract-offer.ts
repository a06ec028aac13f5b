import { LEGACY_CONTRACT, contractOfferSchema, raceQuerySchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /Register/ApiGetContractOffer: the public offer and its beneficiary (public). */
export const getContractOffer = publicProcedure
  .input(raceQuerySchema)
  .output(outputOf(contractOfferSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getContractOffer, { query: input }));
