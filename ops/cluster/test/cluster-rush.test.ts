import { mkdtemp, readFile, rm } from "node:fs/promises";
import { get } from "node:http";
import { get as getOverTls } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccounts } from "@reg/bench/rush/accounts";
import {
  openWizard,
  clientPaymentCalls,
  payOrders,
  takeSlots,
  type TakeOutcome,
} from "@reg/bench/rush/crowd";
import { Person } from "@reg/bench/rush/person";
import { MEASURED_RACE, prepareRace, tallyRace, type RushRace } from "@reg/bench/rush/race";
import { createTestDatabase, type TestDatabase } from "@reg/core/testing";
import { defined } from "@reg/domain";
import { PORTAL_HOSTS, startCluster, TENANT_APPS, type Cluster } from "../src/cluster";
import { accessLogPath } from "../src/nginx-config";
import { findNginx, startProxy } from "../src/nginx";
import { clusterCertificate } from "../src/tls";
import { type ServerProcess } from "../src/server-process";
import { finishEveryone, payingState, type Settled } from "./support/finish-everyone";

/**
 * The production build past one machine (issue 9): two cores and two BFFs on one PostgreSQL
 * database behind nginx. A rush goes through the proxy over both replicas; one core and one BFF are
 * killed (SIGKILL) while people take their slots, the other two while they pay. Everyone then
 * finishes as a person would (tries again after an error), and the database is counted.
 */
const PEOPLE = 240;
const SLOTS = 100;
const IN_FLIGHT = 60;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

let database: TestDatabase;
let db: pg.Client;
let cluster: Cluster;
let runDir: string;

beforeAll(async () => {
  findNginx(); // a clear message when scripts/ensure-nginx.sh has not run
  database = await createTestDatabase();
  runDir = await mkdtemp(join(tmpdir(), "reg-cluster-"));
  const [pub, tls, upstream, core1, core2, bff1, bff2] = await Promise.all(
    Array.from({ length: 7 }, freePort),
  );
  cluster = await startCluster({
    databaseUrl: database.url,
    ports: {
      public: defined(pub),
      tls: defined(tls),
      coreUpstream: defined(upstream),
      core: [defined(core1), defined(core2)],
      bff: [defined(bff1), defined(bff2)],
    },
    runDir,
    seed: true,
    supervise: true,
    // Every simulated person comes from one address: the per-address limits would stop the crowd.
    coreEnv: { LOGIN_RATE_LIMIT_MAX: "1000" },
    bffEnv: { RATE_LIMIT_PER_MINUTE: "0" },
    perAddressPerMinute: 0,
  });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await database?.drop();
  await rm(runDir, { recursive: true, force: true });
}, 60_000);

/** Kills `processes` once the database shows `ready()` true (polled), as a crash mid-rush would. */
async function killWhen(
  ready: () => Promise<boolean>,
  processes: readonly ServerProcess[],
): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (!(await ready()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  await Promise.all(processes.map((process) => process.kill()));
  return Date.now();
}

/** Calls per upstream port in nginx's access log (its `$upstream_addr` field, see nginx-config.ts). */
async function upstreamsInLog(path: string): Promise<Map<number, number>> {
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the log is flushed every second
  const calls = new Map<number, number>();
  for (const match of (await readFile(path, "utf8")).matchAll(/ 127\.0\.0\.1:(\d+) \d{3} /g)) {
    const port = Number(match[1]);
    calls.set(port, (calls.get(port) ?? 0) + 1);
  }
  return calls;
}

/** GET / with a Host of our choosing (fetch may not set Host): the status and the page's title. */
function page(url: string, host: string): Promise<{ status: number; title: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(`${url}/`, { headers: { host } }, (answer) => {
      let html = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => (html += chunk));
      answer.on("end", () =>
        resolve({ status: answer.statusCode ?? 0, title: /<title>([^<]*)/.exec(html)?.[1] }),
      );
    }).on("error", reject);
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A GET through the proxy's TLS port for `host` (SNI `sni`, else the host), trusting only the
 * cluster's certificate.
 */
async function getTls(path: string, host: string, sni = host): Promise<Answer> {
  const ca = await readFile(cluster.proxy.certPath);
  const port = Number(new URL(cluster.proxy.tlsUrl).port);
  return new Promise((resolve, reject) => {
    getOverTls(
      { host: "127.0.0.1", port, path, servername: sni, headers: { host }, ca },
      (answer) => {
        answer.resume();
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers }),
        );
      },
    ).on("error", reject);
  });
}

/** The same GET over plain HTTP. */
function getPlain(path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${cluster.url}${path}`, { headers: { host } }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }));
    }).on("error", reject);
  });
}

const setCookies = (answer: Answer): string[] => [answer.headers["set-cookie"] ?? []].flat();

async function count(sql: string, params: unknown[]): Promise<number> {
  const result = await db.query<{ n: string }>(sql, params);
  return Number(result.rows[0]?.n ?? 0);
}

describe("two cores and two BFFs behind nginx", () => {
  it("serves each tenant on its host name and nothing on another", async () => {
    expect(await page(cluster.url, "localhost")).toEqual({
      status: 200,
      title: "Спортивные события и регистрация — Reg Sport",
    });
    expect(await page(cluster.url, "pionercup.localhost")).toEqual({
      status: 200,
      title: "Пионер Кап — регистрация",
    });
    expect(await page(cluster.url, "fontanka.localhost")).toEqual({
      status: 200,
      title: "Фонтанка.Спорт — регистрация",
    });
    expect((await page(cluster.url, "unknown.example")).status).toBe(404);
  });

  it("serves the same sites over TLS, where cookies carry Secure and HSTS is sent (not over HTTP)", async () => {
    const call = "/trpc/tenant.getCurrent";
    for (const host of ["localhost", "pionercup.localhost", "fontanka.localhost"]) {
      const secure = await getTls(call, host);
      expect(secure.status).toBe(200);
      expect(secure.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
      const cookies = setCookies(secure);
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    }
    const plain = await getPlain(call, "localhost");
    expect(plain.status).toBe(200);
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(setCookies(plain).length).toBeGreaterThan(0);
    for (const cookie of setCookies(plain)) expect(cookie).not.toMatch(/;\s*Secure/i);
    expect((await getTls("/", "unknown.example", "localhost")).status).toBe(404);
  });

  it("keeps a person signed in whichever BFF (and core) answers", async () => {
    const [bffA, bffB] = cluster.bffs;
    const email = `either-${Date.now()}@example.com`;
    const first = new Person(bffA.url, email);
    await first.client.tenant.getCurrent.query();
    await first.client.auth.signUp.mutate({
      email,
      password: "correct-horse-9",
      firstName: "Анна",
      lastName: "Петрова",
      language: "ru",
    });
    const token = defined(first.sessionCookie.split("=")[1]);
    const onB = new Person(bffB.url, email, token);
    const throughProxy = new Person(cluster.url, email, token);
    for (const person of [first, onB, throughProxy])
      expect((await person.client.user.getCurrent.query()).email).toBe(email);
    const stranger = new Person(bffB.url, email, "not-a-session-token");
    expect((await stranger.client.user.getCurrent.query()).isAuthorized).toBe(false);
  });

  it("holds one per-address budget for both BFFs: past it, every call is 429 in the contract's shape", async () => {
    // A second proxy in front of the same replicas, with a budget small enough to spend here.
    const limitDir = await mkdtemp(join(tmpdir(), "reg-cluster-limit-"));
    const [pub, tls, upstream] = await Promise.all([freePort(), freePort(), freePort()]);
    const perMinute = 20;
    const proxy = await startProxy({
      runDir: limitDir,
      publicPort: pub,
      tls: { port: tls, ...clusterCertificate(limitDir, PORTAL_HOSTS) },
      coreUpstreamPort: upstream,
      portalHosts: PORTAL_HOSTS,
      tenantHosts: Object.keys(TENANT_APPS),
      corePorts: cluster.cores.map((core) => core.spec.port),
      bffPorts: cluster.bffs.map((bff) => bff.spec.port),
      perAddressPerMinute: perMinute,
    });
    try {
      const statuses: number[] = [];
      let refusal = "";
      for (let i = 0; i < 3 * perMinute; i++) {
        const answer = await fetch(`${proxy.url}/trpc/events.liveCount?batch=1&input=%7B%7D`);
        statuses.push(answer.status);
        const body = await answer.text();
        if (answer.status === 429) refusal = body;
      }
      const passed = statuses.filter((status) => status === 200).length;
      // The burst is the minute's budget; one more comes back every 3 s while the loop runs.
      expect(passed).toBeGreaterThanOrEqual(perMinute);
      expect(passed).toBeLessThanOrEqual(perMinute + 3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3 * perMinute - passed);
      expect(JSON.parse(refusal)).toEqual({ code: "TOO_MANY_ATTEMPTS" });
      // Both BFFs answered the calls that passed: one budget, not one per replica.
      const answered = await upstreamsInLog(join(limitDir, "nginx-access.log"));
      for (const bff of cluster.bffs) expect(answered.get(bff.spec.port) ?? 0).toBeGreaterThan(0);
      // Pages are not counted: only the API calls are.
      expect((await page(proxy.url, "localhost")).status).toBe(200);
    } finally {
      await proxy.stop();
      await rm(limitDir, { recursive: true, force: true });
    }
  });

  it("logs one request under one id in nginx, the BFF and the core that answered it", async () => {
    const answer = await fetch(`${cluster.url}/trpc/events.liveCount?batch=1&input=%7B%7D`);
    await answer.arrayBuffer();
    const id = answer.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, taken by the BFF and passed on
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // nginx flushes its log every second
    const logsWithId = async (names: readonly string[]) => {
      const found: string[] = [];
      for (const name of names)
        if ((await readFile(join(runDir, `${name}.log`), "utf8")).includes(id)) found.push(name);
      return found;
    };
    expect(await logsWithId(["nginx-access"])).toEqual(["nginx-access"]);
    expect(await logsWithId(["bff-1", "bff-2"])).toHaveLength(1);
    expect(await logsWithId(["core-1", "core-2"])).toHaveLength(1);
  });

  it("serves the acquirer's pages from core as its own host, and keeps the acquirer's back office out of reach", async () => {
    // No such payment: the sandbox's own "not found" page, with the page's own headers.
    const checkout = "/sandbox/checkout/sbx_000000000000000000000000";
    const page = await fetch(`${cluster.url}${checkout}`);
    expect(page.status).toBe(404);
    expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(await page.text()).toMatch(/<html/i);
    // The operator's refund is JSON to core itself; the public site only relays forms to it.
    const refund = await fetch(
      `${cluster.url}/sandbox/payments/sbx_000000000000000000000000/refunds`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ amountKopecks: 100 }),
      },
    );
    await refund.arrayBuffer();
    expect(refund.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // nginx flushes its log every second
    const log = await readFile(accessLogPath(runDir), "utf8");
    // The public server's line of each (the BFF's relay to core is logged again by the cores' server).
    const publicPort = new URL(cluster.url).port;
    const upstreamOf = (path: string): number =>
      Number(
        new RegExp(
          `"[A-Z]+ ${path} HTTP[^"]*" \\d{3} \\d+ [\\d.]+ 127\\.0\\.0\\.1:(\\d+) .* ${publicPort}$`,
          "m",
        ).exec(log)?.[1],
      );
    const corePorts = cluster.cores.map((core) => core.spec.port);
    const bffPorts = cluster.bffs.map((bff) => bff.spec.port);
    expect(corePorts).toContain(upstreamOf(checkout));
    expect(bffPorts).toContain(
      upstreamOf("/sandbox/payments/sbx_000000000000000000000000/refunds"),
    );
  });

  it("a rush through the proxy over both replicas, one core and one BFF killed at each half: 0 oversold, 0 lost, nobody charged twice", async () => {
    const race: RushRace = await prepareRace(db, MEASURED_RACE, SLOTS);
    const accounts = await createAccounts(db, cluster.url, PEOPLE, 4);
    const people = accounts.people;
    const opening = await openWizard(people, race, IN_FLIGHT);
    expect(Object.fromEntries(opening)).toEqual({});

    // Half-way through the take, core-1 and bff-1 die; they are started again a second later.
    const [core1, core2] = cluster.cores;
    const [bff1, bff2] = cluster.bffs;
    const takenSoFar = () =>
      count("select taken as n from races where id = $1", [race.id]).then((n) => n >= SLOTS / 4);
    const [take] = await Promise.all([
      takeSlots(people, race, IN_FLIGHT),
      killWhen(takenSoFar, [core1, bff1]),
    ]);
    await Promise.all([core1.restarted(), bff1.restarted()]);

    // Half-way through paying, the other two die.
    const paidSoFar = () =>
      count("select count(*) as n from registrations where race_id = $1 and state = 'paid'", [
        race.id,
      ]).then((n) => n >= SLOTS / 4);
    const [pay] = await Promise.all([
      payOrders(clientPaymentCalls(cluster.url), take.outcomes, IN_FLIGHT),
      killWhen(paidSoFar, [core2, bff2]),
    ]);
    await Promise.all([core2.restarted(), bff2.restarted()]);

    const errorsOf = (outcomes: readonly TakeOutcome[]) =>
      outcomes.reduce<Record<string, number>>((codes, o) => {
        if (o.code) codes[o.code] = (codes[o.code] ?? 0) + 1;
        return codes;
      }, {});
    // Everyone shown a slot or a payment must hold it, whatever the answers of the others were.
    const shownTaken = take.outcomes.flatMap((o) => (o.registrationId ? [o.registrationId] : []));
    const shownPaid = pay.outcomes.flatMap((o) => (o.registrationId ? [o.registrationId] : []));

    // Those who got an error try again, as people do, until they have paid or heard SOLD_OUT.
    const settled: Settled = await finishEveryone(cluster.url, db, people, race);
    const tally = await tallyRace(db, race.id);
    const lostTaken = shownTaken.length - (await payingState(db, shownTaken, race.id)).holding;
    const lostPaid = shownPaid.length - (await payingState(db, shownPaid, race.id)).paid;
    // The acquirer's own ledger is what left the cards: one success per order at most.
    const chargedTwice = await count(
      `select count(*) as n from (
         select p.registration_id from sandbox_payments s join payments p on p.id = s.merchant_payment_id
         where s.status = 'succeeded' group by p.registration_id having count(*) > 1) twice`,
      [],
    );
    const oversold = Math.max(0, tally.holding - tally.capacity, tally.taken - tally.capacity);
    console.log(
      [
        `cluster rush: ${PEOPLE} people, ${SLOTS} slots, ${IN_FLIGHT} in flight through nginx`,
        `  take: ${shownTaken.length} shown taken, errors ${JSON.stringify(errorsOf(take.outcomes))}; core-1 and bff-1 killed mid-take`,
        `  pay:  ${shownPaid.length} shown paid, errors ${JSON.stringify(errorsOf(pay.outcomes))}; core-2 and bff-2 killed mid-payment`,
        `  after trying again: ${settled.paid} paid, ${settled.soldOut} sold out, ${settled.unsettled.length} unsettled ${JSON.stringify(settled.unsettled)}`,
        `  database: ${tally.holding} of ${tally.capacity} slots held (counter ${tally.taken}), ${tally.paid} paid; oversold ${oversold}; lost ${lostTaken} taken + ${lostPaid} paid; charged twice ${chargedTwice}`,
      ].join("\n"),
    );

    expect(oversold).toBe(0);
    expect(lostTaken).toBe(0);
    expect(lostPaid).toBe(0);
    expect(chargedTwice).toBe(0);
    expect(settled.unsettled).toEqual([]);
    // Every slot ends paid by someone, and every person either paid or was told it was sold out.
    expect(tally.paid).toBe(SLOTS);
    expect(settled.paid).toBe(SLOTS);
    expect(settled.soldOut).toBe(PEOPLE - SLOTS);
    // Every replica answered the rush (the proxy's log names who answered each call), and each
    // killed one is back.
    const answeredBy = await upstreamsInLog(cluster.proxy.accessLogPath);
    for (const process of [...cluster.cores, ...cluster.bffs]) {
      expect(answeredBy.get(process.spec.port) ?? 0).toBeGreaterThan(PEOPLE / 10);
      expect(process.running).toBe(true);
    }
  });
});
