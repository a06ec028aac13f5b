// Core in a process of its own, as deployed, so a fault test can SIGKILL it (child-core.ts forks this).
import { createCoreServer } from "../../src/index";
import { CALLBACK_SECRET } from "./payments";

interface ChildCoreArgs {
  databaseUrl: string;
  nowIso: string;
  callbackDelayMs: number;
  smtpUrl?: string;
}

const args = JSON.parse(process.argv[2] ?? "{}") as ChildCoreArgs;
const now = new Date(args.nowIso);
const core = await createCoreServer({
  database: { kind: "postgres", url: args.databaseUrl, poolSize: 2 },
  now: () => now,
  sweepIntervalMs: 0,
  paymentCallbackSecret: CALLBACK_SECRET,
  sandboxCallbackDelayMs: args.callbackDelayMs,
  ...(args.smtpUrl ? { smtpUrl: args.smtpUrl, outboxIntervalMs: 100 } : {}),
  logger: false,
});
const url = await core.start();
process.send?.({ url });
process.on("SIGTERM", () => {
  void core.stop().then(() => process.exit(0));
});
