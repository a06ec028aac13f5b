import { contractOfferSchema, raceQuerySchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { legacyPath } from "../legacy-path";

/** GET /Register/ApiGetContractOffer: the public offer and its beneficiary (public). */
export const getContractOffer = publicProcedure
  .input(raceQuerySchema)
  .output(outputOf(contractOfferSchema))
  .query(({ ctx, input }) => ctx.legacy.call({ method: "GET", path: legacyPath("/Register/ApiGetContractOffer", input), schema: contractOfferSchema }));
