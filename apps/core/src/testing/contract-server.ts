import Fastify, { type FastifyInstance } from "fastify";
import { installErrorHandling } from "../http/error-handling";

/**
 * A bare core HTTP server with core's error handling, for tests that serve calls of their own
 * through `legacyRoute` (the contract table's tests): `register` adds the routes.
 */
export async function startContractServer(
  register: (app: FastifyInstance) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify();
  installErrorHandling(app);
  register(app);
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return { url, close: () => app.close() };
}
