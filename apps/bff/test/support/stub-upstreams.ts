import { createServer, type Server, type Socket } from "node:net";

export interface StubUpstream {
  url: string;
  /** Requests (first chunks) the stub has received so far. */
  received: number;
  close(): Promise<void>;
}

async function listen(server: Server, sockets: Set<Socket>): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("stub upstream has no port");
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return `http://127.0.0.1:${address.port}`;
}

/**
 * A legacy backend that accepts connections and reads requests, then says nothing: a core stuck on
 * its database. `answer` (raw HTTP) makes it reply instead, e.g. a proxy's HTML error page.
 */
export async function startStubUpstream(answer?: string): Promise<StubUpstream> {
  const sockets = new Set<Socket>();
  const stub: StubUpstream = { url: "", received: 0, close: async () => undefined };
  const server = createServer((socket) => {
    socket.on("data", () => {
      stub.received += 1;
      if (answer !== undefined) socket.write(answer);
    });
    socket.on("error", () => socket.destroy());
  });
  stub.url = await listen(server, sockets);
  stub.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return stub;
}

/** An address where nothing listens: core is down. */
export async function closedPortUrl(): Promise<string> {
  const stub = await startStubUpstream();
  await stub.close();
  return stub.url;
}

export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
