import { LEGACY_CONTRACT, sitePageQuerySchema, sitePageSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /api/pages/get: a content page (About, /nbd, /ostrovok, …); an unknown slug is NOT_FOUND. */
export const getPage = publicProcedure
  .input(sitePageQuerySchema)
  .output(outputOf(sitePageSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getSitePage, { query: input }));
