import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startChildServer, type ChildServer } from "../read/child-server";
import { createAccounts } from "./accounts";
import { cpuSeconds, cpuShares, rushProcesses } from "./cpu";
import { captureCall } from "./captured-call";
import {
  capturePayCalls,
  openWizard,
  PAY_STEPS,
  clientPaymentCalls,
  payOrders,
  payOrdersStepByStep,
  replayConnections,
  replayPaymentCalls,
  replayTakes,
  takeSlots,
  takeSlotsAtCore,
  PARTICIPANT,
  type PaymentCalls,
  type TakePhase,
} from "./crowd";
import { type Person } from "./person";
import { connect, createBenchDatabase, serverUrl } from "./database";
import { percentile, phaseFigures, round, type PhaseFigures } from "./figures";
import { activityPerCall, pgActivity } from "./pg-activity";
import { pgbenchSlotTakes } from "./pgbench";
import { busiestThread, formatSummary, readProfiles } from "./profile";
import {
  CORE_ALONE_RACE,
  MEASURED_RACE,
  missingRegistrations,
  prepareRace,
  tallyRace,
  WARM_UP_RACE,
} from "./race";
import { rushOptions } from "./options";

/**
 * pnpm bench:rush — the registration rush end to end, against PostgreSQL's own ceiling.
 * Core (on a fresh database of the PostgreSQL server) and the BFF run as child processes; N people
 * with sessions open the wizard, then press "register" for one race of C slots, at most M calls in
 * flight, through the BFF's tRPC procedures with the front's client; everyone who got a slot then
 * pays by test card. Correctness is counted in the database. For comparison the same crowd takes
 * another race's slots at core directly, and pgbench runs a one-hot-race slot take on the same
 * server with core and the BFF stopped. The last line is JSON.
 */
const options = rushOptions(process.argv.slice(2));
const servers: ChildServer[] = [];
const stopServers = async (): Promise<void> => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
};

function printPhase(title: string, figures: PhaseFigures, unit = "registrations/s"): void {
  console.log(`\n${title}`);
  console.log(
    `  ${unit.padEnd(20)} ${round(figures.takesPerSecond)}  (${figures.sold} in ${round(figures.takeSeconds, 2)} s; all answers ${round(figures.answersPerSecond)}/s)`,
  );
  console.log(
    `  latency, all calls   p50 ${round(figures.p50)} ms  p95 ${round(figures.p95)} ms  p99 ${round(figures.p99)} ms`,
  );
  console.log(
    `  latency, done only   p50 ${round(figures.soldP50)} ms  p99 ${round(figures.soldP99)} ms`,
  );
  console.log(`  errors by code       ${JSON.stringify(figures.errors)}`);
}

const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const profileDir = options.profile ? await mkdtemp(join(tmpdir(), "reg-rush-profile-")) : undefined;
const profileFlags = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
const database = await createBenchDatabase(serverUrl());
const db = await connect(database.url);
try {
  console.log(
    `database ${database.name}; ${options.users} people, ${options.slots} slots, ${options.inFlight} in flight, core pool ${options.corePool}`,
  );
  const core = await startChildServer(
    "core",
    "rush/servers/core.ts",
    [database.url, String(options.corePool)],
    profileFlags,
  );
  servers.push(core);
  const bff = await startChildServer("bff", "read/servers/bff.ts", [core.url], profileFlags);
  servers.push(bff);

  const warmUpPeople = Math.min(options.users, 400);
  const warmUpPayments = 100;
  const warmUp = await prepareRace(db, WARM_UP_RACE, Math.ceil(warmUpPeople / 2));
  const race = await prepareRace(db, MEASURED_RACE, options.slots);
  const coreAloneRace = await prepareRace(db, CORE_ALONE_RACE, options.slots);
  const accounts = await createAccounts(db, bff.url, options.users, options.signUps);
  console.log(
    `accounts: ${accounts.signedUp} signed up through the BFF, ${accounts.copied} copied in SQL with their own sessions`,
  );

  let connections: ReturnType<typeof replayConnections> | undefined;
  const take = async (
    people: readonly Person[],
    target: { eventCode: string; raceCode: string },
  ): Promise<TakePhase> => {
    if (options.client === "trpc") return takeSlots(people, target, options.inFlight);
    const call = await captureCall(bff.url, (client) =>
      client.registration.saveRegistration.mutate({ ...target, ...PARTICIPANT }),
    );
    connections ??= replayConnections(bff.url, options.inFlight);
    return replayTakes(connections, people, call, options.inFlight);
  };

  // Not measured: the JIT and both servers' pools warm up on another race, with the same calls.
  const warmers = accounts.people.slice(0, warmUpPeople);
  await openWizard(warmers, warmUp, options.inFlight);
  const warmTakes = await take(warmers, warmUp);
  // The payment path's JIT and memos warm up too, on some of the warm-up race's orders.
  const pay: PaymentCalls =
    options.client === "trpc"
      ? clientPaymentCalls(bff.url, core.url)
      : replayPaymentCalls(
          (connections ??= replayConnections(bff.url, options.inFlight)),
          await capturePayCalls(bff.url),
          // The acquirer's page on its own host (core's, where the sandbox lives), as the
          // cluster's proxy serves it: not through the BFF (decision 0047).
          replayConnections(core.url, options.inFlight),
        );
  await payOrders(pay, warmTakes.outcomes.slice(0, warmUpPayments), options.inFlight);

  // Not measured either: the page is open before registration opens, as in a real rush.
  const pageErrors = await openWizard(accounts.people, race, options.inFlight);
  if (pageErrors.size > 0)
    console.log(`wizard opening errors: ${JSON.stringify(Object.fromEntries(pageErrors))}`);

  const processes = await rushProcesses(db, database.name, {
    core: "rush/servers/core.ts",
    bff: "read/servers/bff.ts",
  });
  const cpuBefore = await cpuSeconds(processes);
  const activityBefore = await pgActivity(db, database.name);
  const takeWindow = { fromUs: monotonicUs(), toUs: 0 };
  const phase = await take(accounts.people, race);
  takeWindow.toUs = monotonicUs();
  const cpuAfter = await cpuSeconds(processes);
  await sleep(1_200); // backends report their statistics at most once a second
  const activityAfter = await pgActivity(db, database.name);
  const takeFigures = phaseFigures(phase);
  const takenIds = phase.outcomes.flatMap((o) => (o.registrationId ? [o.registrationId] : []));
  const lostTakes = await missingRegistrations(db, race.id, takenIds, [
    "draft",
    "awaitingPayment",
    "paid",
  ]);

  const how =
    options.client === "trpc"
      ? "the front's tRPC client"
      : "the front's tRPC request, captured and replayed per person";
  printPhase(`slot take through BFF + core (registration.saveRegistration, ${how})`, takeFigures);
  console.log(
    `  CPU during the take  ${cpuShares(cpuBefore, cpuAfter, (phase.endedAt - phase.startedAt) / 1000, phase.outcomes.length)}`,
  );
  console.log(
    `  PostgreSQL per call  ${JSON.stringify(activityPerCall(activityBefore, activityAfter, phase.outcomes.length))}`,
  );

  // Everyone with a slot pays; not part of the take's figures.
  const payCpuBefore = await cpuSeconds(processes);
  const payWindow = { fromUs: monotonicUs(), toUs: 0 };
  const stepCpu: string[] = [];
  const payPhase = options.payByStep
    ? await payOrdersStepByStep(pay, phase.outcomes, options.inFlight, async (step, run) => {
        const before = await cpuSeconds(processes);
        const begin = performance.now();
        const calls = await run();
        const seconds = (performance.now() - begin) / 1000;
        const shares = cpuShares(before, await cpuSeconds(processes), seconds, calls);
        stepCpu.push(`  ${step.padEnd(19)}  ${round(seconds * 1000)} ms; ${shares}`);
      })
    : await payOrders(pay, phase.outcomes, options.inFlight);
  payWindow.toUs = monotonicUs();
  const payCpuAfter = await cpuSeconds(processes);
  const paid = phaseFigures(payPhase);
  // Every call of the payment (each step of each person), as the issue's "p99 of each payment call".
  const payCallP99 = percentile(
    PAY_STEPS.flatMap((step) => payPhase.steps[step]),
    99,
  );
  const paidIds = payPhase.outcomes.flatMap((o) => (o.registrationId ? [o.registrationId] : []));
  const lostPaid = await missingRegistrations(db, race.id, paidIds, ["paid"]);
  printPhase(
    "paying: confirmCart, payment.pay (card), the acquirer's page through /sandbox, payment.getPayment",
    paid,
    "paid/s",
  );
  console.log(
    `  p50 per step         ${PAY_STEPS.map((step) => `${step} ${round(percentile(payPhase.steps[step], 50))} ms`).join(", ")}`,
  );
  console.log(
    `  p99 per step         ${PAY_STEPS.map((step) => `${step} ${round(percentile(payPhase.steps[step], 99))} ms`).join(", ")}; every call ${round(payCallP99)} ms`,
  );
  console.log(
    `  CPU while paying     ${cpuShares(payCpuBefore, payCpuAfter, (payPhase.endedAt - payPhase.startedAt) / 1000, payPhase.outcomes.length * PAY_STEPS.length)}`,
  );
  if (stepCpu.length > 0)
    console.log(
      `  step by step (--pay-by-step: each step for everyone, then the next)\n${stepCpu.join("\n")}`,
    );

  const tally = await tallyRace(db, race.id);
  const oversold = Math.max(0, tally.holding - tally.capacity, tally.taken - tally.capacity);
  const lost = lostTakes + lostPaid;
  console.log("\ncounted in the database");
  console.log(
    `  slots sold           ${tally.holding} of ${tally.capacity} (counter ${tally.taken}); paid ${tally.paid}`,
  );
  console.log(`  oversold             ${oversold}`);
  console.log(
    `  lost                 ${lostPaid} paid registrations not paid in the database; ${lostTakes} slots answered as taken not held`,
  );

  await connections?.close();
  const direct = phaseFigures(
    await takeSlotsAtCore(core.url, accounts.people, coreAloneRace, options.inFlight),
  );
  printPhase(
    "the same take at core directly (POST /Register/ApiSaveRegistration, no BFF), another race",
    direct,
  );
  await stopServers();
  if (profileDir) {
    const profiles = await readProfiles(profileDir);
    console.log(`
where the CPU went (V8 profiles, samples within the take and within the payments; files in ${profileDir})`);
    for (const [window, { fromUs, toUs }] of [
      ["take", takeWindow],
      ["payments", payWindow],
    ] as const) {
      console.log(`  — ${window}`);
      for (const [name, pids] of Object.entries(processes)) {
        for (const pid of pids) {
          const summary = busiestThread(profiles.get(pid) ?? [], fromUs, toUs);
          if (summary) console.log(formatSummary(name, summary));
        }
      }
    }
  }

  const pgbench = await pgbenchSlotTakes(
    db,
    database.url,
    options.pgbenchClients,
    options.pgbenchSeconds,
  );
  const best = Math.max(...pgbench.map((r) => r.tps));
  console.log(
    "\npgbench, one hot race: UPDATE … WHERE taken < capacity + INSERT, one transaction (core and BFF stopped)",
  );
  for (const r of pgbench)
    console.log(`  ${String(r.clients).padStart(3)} clients  ${round(r.tps)} takes/s`);
  const ratio = best > 0 ? takeFigures.takesPerSecond / best : 0;
  console.log(
    `\nratio ${round(ratio, 3)} (target >= 0.5: ${ratio >= 0.5 ? "met" : "MISSED"}); p99 ${round(takeFigures.p99)} ms (target < 250: ${takeFigures.p99 < 250 ? "met" : "MISSED"}); oversold ${oversold}, lost ${lost} (target 0: ${oversold === 0 && lost === 0 ? "met" : "MISSED"})`,
  );
  const payShare =
    takeFigures.takesPerSecond > 0 ? paid.takesPerSecond / takeFigures.takesPerSecond : 0;
  console.log(
    `paid/s ${round(paid.takesPerSecond)} = ${round(payShare * 100, 0)}% of takes/s (target >= 30%: ${payShare >= 0.3 ? "met" : "MISSED"}); p99 of a payment call ${round(payCallP99)} ms (target < 500: ${payCallP99 < 500 ? "met" : "MISSED"})`,
  );
  if (oversold > 0 || lost > 0) process.exitCode = 1;
  console.log(
    JSON.stringify({
      takesPerSecond: round(takeFigures.takesPerSecond),
      pgbenchTakesPerSecond: round(best),
      ratio: round(ratio, 3),
      p99Ms: round(takeFigures.p99),
      paidPerSecond: round(paid.takesPerSecond),
      payP99Ms: round(payCallP99),
      sold: tally.holding,
      capacity: tally.capacity,
      oversold,
      lost,
    }),
  );
} finally {
  await stopServers();
  await db.end();
  await database.drop();
}
