import { championshipListSchema, championshipsQuerySchema } from "@reg/domain";
import { publicProcedure, router } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /api/championships/list: the series with their leaders; micro-cached per Host. */
const list = publicProcedure
  .input(championshipsQuerySchema)
  .output(outputOf(championshipListSchema))
  .query(({ ctx, input }) => ctx.publicReads.championshipList(input));

/** The championships page (SPEC §2); each links to its series page. */
export const championshipsRouter = router({ list });
