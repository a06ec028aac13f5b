import type { FastifyInstance } from "fastify";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { LEGACY_CONTRACT, MAX_IMAGE_BYTES, type UploadedImage } from "@reg/domain";
import type { CoreContext } from "../../context";
import { registrations, uploadedImages } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { requireUser } from "../../http/require-user";
import { assertChangeable, findOwnRegistration } from "../registration";
import { sniffImageType } from "./image-type";
import { legacyRoute } from "../../http/legacy-route";

const imageIdSchema = z.uuid();

/**
 * POST /Image/UploadImageAndSave takes the photo's bytes as the body, whatever Content-Type came
 * with them: the type is decided by the bytes alone. GET /Image/:id gives it back to its uploader.
 */
export function registerUploadRoutes(app: FastifyInstance, context: CoreContext): void {
  void app.register(async (scope) => {
    // This scope only: every other route keeps the JSON-only parsers and the 64 KiB limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: MAX_IMAGE_BYTES },
      (_request, body, done) => done(null, body),
    );

    legacyRoute(
      scope,
      LEGACY_CONTRACT.uploadImage,
      async (request, _reply, parsed): Promise<UploadedImage> => {
        const user = await requireUser(context, request);
        const query = parsed().query;
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (body.length === 0)
          throw new AppError("VALIDATION_FAILED", { photo: "file.notSelected" });
        const contentType = sniffImageType(body);
        if (!contentType) throw new AppError("UNSUPPORTED_FILE_TYPE");
        const now = context.now();
        if (query.registrationId)
          assertChangeable(
            await findOwnRegistration(context.db, query.registrationId, user.id, now),
          );
        const [image] = await context.db
          .insert(uploadedImages)
          .values({
            userId: user.id,
            contentType,
            sizeBytes: body.length,
            data: body,
            createdAt: now,
          })
          .returning({ id: uploadedImages.id });
        if (!image) throw new Error("The image insert returned no row");
        if (query.registrationId) {
          const attached = await context.db
            .update(registrations)
            .set({ imageId: image.id, updatedAt: now })
            .where(
              and(
                eq(registrations.id, query.registrationId),
                eq(registrations.state, "draft"),
                gt(registrations.expiresAt, now),
              ),
            )
            .returning({ id: registrations.id });
          if (attached.length === 0) throw new AppError("REGISTRATION_EXPIRED");
        }
        return {
          imageId: image.id,
          url: `/Image/${image.id}`,
          contentType,
          sizeBytes: body.length,
        };
      },
      { bodyLimit: MAX_IMAGE_BYTES },
    );

    scope.get<{ Params: { imageId: string } }>("/Image/:imageId", async (request, reply) => {
      const user = await requireUser(context, request);
      const id = imageIdSchema.safeParse(request.params.imageId);
      if (!id.success) throw new AppError("NOT_FOUND");
      const rows = await context.db
        .select({ contentType: uploadedImages.contentType, data: uploadedImages.data })
        .from(uploadedImages)
        .where(and(eq(uploadedImages.id, id.data), eq(uploadedImages.userId, user.id)))
        .limit(1);
      const image = rows[0];
      if (!image) throw new AppError("NOT_FOUND");
      return reply
        .type(image.contentType)
        .header("cache-control", "private, max-age=3600")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .send(image.data);
    });
  });
}
