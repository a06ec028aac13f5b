import { z } from "zod";
import { LEGACY_CONTRACT, registrationIdSchema, uploadedImageSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { imageFromDataUrl } from "./image-data-url";

/**
 * The photo as a base64 data URL in JSON, under core's own field name `photo`. Its size is bounded
 * by the request's body limit, and past MAX_IMAGE_BYTES it is PAYLOAD_TOO_LARGE (imageFromDataUrl),
 * as core says it of raw bytes, rather than a string-length validation error.
 */
export const uploadImageInputSchema = z.object({
  registrationId: registrationIdSchema.optional(),
  photo: z.string({ error: "file.notSelected" }),
});

/** POST /Image/UploadImageAndSave[?registrationId=]: core gets the bytes and judges them by their magic numbers. */
export const uploadImage = authedProcedure
  .input(uploadImageInputSchema)
  .output(outputOf(uploadedImageSchema))
  .mutation(({ ctx, input }) => {
    const image = imageFromDataUrl(input.photo, "photo");
    return ctx.legacy.send(LEGACY_CONTRACT.uploadImage, {
      query: { registrationId: input.registrationId },
      body: { data: image.data, contentType: image.contentType },
    });
  });
