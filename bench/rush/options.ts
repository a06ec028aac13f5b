import { parseArgs } from "node:util";

export interface RushOptions {
  /** Simulated people, each with an account and a session. */
  users: number;
  /** Slots of the measured race. */
  slots: number;
  /** Slot-taking calls under way at once. */
  inFlight: number;
  /** Accounts made through the BFF's auth.signUp; the rest are copies made in SQL (see accounts.ts). */
  signUps: number;
  /** pgbench client counts tried; the best figure is the one compared against. */
  pgbenchClients: number[];
  pgbenchSeconds: number;
  /** Core's pool of PostgreSQL connections. */
  corePool: number;
  /**
   * How the take is sent: `replay` — the request the front's tRPC client builds, captured once and
   * sent per person over keep-alive HTTP (the runner's CPU stays small); `trpc` — the tRPC client
   * itself for every call.
   */
  client: "replay" | "trpc";
  /** Profile core and the BFF (V8 CPU profiles) and print where the take's time went. */
  profile: boolean;
  /**
   * Pay one step at a time (everyone's confirmCart, then everyone's payment.pay, …) and print the
   * CPU each process spent on each step, to set a step's cost beside a take's.
   */
  payByStep: boolean;
}

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} must be a positive whole number, got "${text}"`);
  return value;
}

/** `pnpm bench:rush -- --users 2000 --slots 500 --in-flight 200 …` */
export function rushOptions(argv: readonly string[]): RushOptions {
  const { values } = parseArgs({
    // `pnpm bench:rush -- --users 500` hands the "--" through; it separates nothing here.
    args: argv.filter((arg) => arg !== "--"),
    options: {
      users: { type: "string", default: "2000" },
      slots: { type: "string", default: "500" },
      "in-flight": { type: "string", default: "200" },
      "sign-ups": { type: "string", default: "20" },
      "pgbench-clients": { type: "string", default: "2,8" },
      "pgbench-seconds": { type: "string", default: "8" },
      "core-pool": { type: "string", default: "10" },
      client: { type: "string", default: "replay" },
      profile: { type: "boolean", default: false },
      "pay-by-step": { type: "boolean", default: false },
    },
  });
  const users = positive("users", values.users);
  const client = values.client;
  if (client !== "replay" && client !== "trpc")
    throw new Error(`--client must be replay or trpc, got "${client}"`);
  return {
    users,
    slots: positive("slots", values.slots),
    inFlight: positive("in-flight", values["in-flight"]),
    signUps: Math.min(users, positive("sign-ups", values["sign-ups"])),
    pgbenchClients: values["pgbench-clients"]
      .split(",")
      .map((text) => positive("pgbench-clients", text.trim())),
    pgbenchSeconds: positive("pgbench-seconds", values["pgbench-seconds"]),
    corePool: positive("core-pool", values["core-pool"]),
    client,
    profile: values.profile,
    payByStep: values["pay-by-step"],
  };
}
