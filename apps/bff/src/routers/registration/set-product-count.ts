import { z } from "zod";
import { LEGACY_CONTRACT, cartSchema, setProductCountInputSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { renamingFields } from "../legacy-fields";

const legacy = setProductCountInputSchema.shape;

/** camelCase on the tRPC side; the legacy call keeps SPEC §7's {RegistrationId, CartItemId, Count}. */
export const productCountInputSchema = z.object({
  registrationId: legacy.RegistrationId,
  cartItemId: legacy.CartItemId,
  count: legacy.Count,
  language: legacy.language,
});

/** POST /Register/ApiSetProductCount: one line's count; more than the stock left comes back lowered. */
export const setProductCount = authedProcedure
  .input(productCountInputSchema)
  .output(outputOf(cartSchema))
  .mutation(({ ctx, input }) =>
    renamingFields(
      ctx.legacy.send(LEGACY_CONTRACT.setProductCount, {
        body: {
          RegistrationId: input.registrationId,
          CartItemId: input.cartItemId,
          Count: input.count,
          language: input.language,
        },
      }),
      { RegistrationId: "registrationId", CartItemId: "cartItemId", Count: "count" },
    ),
  );
