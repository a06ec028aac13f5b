import { contactsSchema, LEGACY_CONTRACT, pagesLanguageQuerySchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /api/pages/contacts: the tenant's support e-mail, phone, hours and address. */
export const getContacts = publicProcedure
  .input(pagesLanguageQuerySchema)
  .output(outputOf(contactsSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getContacts, { query: input }));
