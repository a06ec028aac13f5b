import { configFromEnv, loadEnv } from "./env";
import { createBffServer } from "./server";

const server = await createBffServer(configFromEnv(loadEnv()));
await server.start();

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, "stopping the BFF failed");
        process.exit(1);
      },
    );
  });
}
