import Fastify from "fastify";
import { announce, stopOn } from "./announce";

// The ceiling: the same Fastify, one JSON route, no hooks, no upstream.
const app = Fastify({ logger: false });
app.get("/bare", async () => ({ hello: "world" }));
announce(await app.listen({ port: 0, host: "127.0.0.1" }));
stopOn(() => app.close());
