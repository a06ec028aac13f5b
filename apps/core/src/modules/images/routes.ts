import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/app-error";
import { buildPictures } from "./pictures";

/** The seeded event and option pictures (the BFF proxies /images/* to here). */
export function registerImageRoutes(app: FastifyInstance): void {
  const pictures = buildPictures();
  app.get<{ Params: { folder: string; file: string } }>(
    "/images/:folder/:file",
    async (request, reply) => {
      const svg = pictures.get(`/images/${request.params.folder}/${request.params.file}`);
      if (svg === undefined) throw new AppError("NOT_FOUND");
      return reply
        .type("image/svg+xml")
        .header("cache-control", "public, max-age=86400")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
