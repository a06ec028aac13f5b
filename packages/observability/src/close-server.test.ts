import { request, Agent } from "node:http";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { closeServer } from "./close-server";

/** A GET over a keep-alive connection: the status and whether the server left the connection open. */
function get(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve(answer.statusCode ?? 0));
    })
      .on("error", reject)
      .end();
  });
}

async function slowApp(handlerMs: number) {
  const app = Fastify({ keepAliveTimeout: 60_000 });
  let arrived!: () => void;
  const inHandler = new Promise<void>((resolve) => (arrived = resolve));
  app.get("/slow", async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, handlerMs));
    return { ok: true };
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, url, inHandler };
}

describe("closeServer", () => {
  it("lets the answer under way finish, then closes its keep-alive connection at once", async () => {
    const { app, url, inHandler } = await slowApp(300);
    const agent = new Agent({ keepAlive: true });
    const answered = get(`${url}/slow`, agent);
    await inHandler;

    const started = performance.now();
    await closeServer(app, 30_000);
    const closedAfterMs = performance.now() - started;
    // The answer left the server before it closed; the client may still be reading it.
    expect(await answered).toBe(200);
    agent.destroy();

    // Fastify alone waits for the keepAliveTimeout (60 s here) once the answer is out.
    expect(closedAfterMs).toBeLessThan(10_000);
  });

  it("cuts a call still under way when the grace has passed", async () => {
    const { app, url, inHandler } = await slowApp(60_000);
    const agent = new Agent({ keepAlive: true });
    const answered = get(`${url}/slow`, agent).then(
      () => "answered",
      () => "cut",
    );
    await inHandler;

    await closeServer(app, 200);
    agent.destroy();

    expect(await answered).toBe("cut");
  });
});
