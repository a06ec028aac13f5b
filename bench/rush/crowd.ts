import { performance } from "node:perf_hooks";
import { Pool } from "undici";
import { VALID_PARTICIPANT } from "@reg/core/testing";
import { CSRF_HEADER, LEGACY_CONTRACT, defined } from "@reg/domain";
import { captureCall, type CapturedCall } from "./captured-call";
import { appCodeOf, type Person } from "./person";

/** Runs `work` for every item with at most `limit` under way at once. */
export async function withLimit<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = defined(items[next++]);
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The participant form every bench person sends. */
export const PARTICIPANT = VALID_PARTICIPANT;

/** The wizard's first screen: ApiInit and the form, one batched request as the page's loader makes it. */
export async function openWizard(
  people: readonly Person[],
  race: { eventCode: string; raceCode: string },
  limit: number,
): Promise<Map<string, number>> {
  const errors = new Map<string, number>();
  await withLimit(people, limit, async (person) => {
    try {
      const [init] = await Promise.all([
        person.client.registration.getInit.query(race),
        person.client.registration.getRegistration.query(race),
      ]);
      if (!init.isAuthorized) throw new Error("the session did not reach core");
    } catch (error) {
      const code = appCodeOf(error);
      errors.set(code, (errors.get(code) ?? 0) + 1);
    }
  });
  return errors;
}

export interface TakeOutcome {
  person: Person;
  ms: number;
  /** The registration the BFF answered with, or the failure's code. */
  registrationId?: string;
  code?: string;
  /** performance.now() when the answer arrived. */
  at: number;
}

export interface TakePhase {
  outcomes: TakeOutcome[];
  startedAt: number;
  endedAt: number;
}

type Take = (person: Person) => Promise<string>;

async function timedTakes(
  people: readonly Person[],
  limit: number,
  take: Take,
): Promise<TakePhase> {
  const outcomes: TakeOutcome[] = [];
  const startedAt = performance.now();
  await withLimit(people, limit, async (person) => {
    const begin = performance.now();
    try {
      const registrationId = await take(person);
      const at = performance.now();
      outcomes.push({ person, ms: at - begin, registrationId, at });
    } catch (error) {
      const at = performance.now();
      outcomes.push({ person, ms: at - begin, code: appCodeOf(error), at });
    }
  });
  return { outcomes, startedAt, endedAt: performance.now() };
}

/** Everyone presses "register" (registration.saveRegistration, the slot-taking call) with the front's client, `limit` at a time. */
export function takeSlots(
  people: readonly Person[],
  race: { eventCode: string; raceCode: string },
  limit: number,
): Promise<TakePhase> {
  return timedTakes(
    people,
    limit,
    async (person) =>
      (await person.client.registration.saveRegistration.mutate({ ...race, ...PARTICIPANT }))
        .registrationId,
  );
}

/** One call's answer of tRPC (plain JSON): its result or its error. */
interface CallAnswer<T> {
  result?: { data?: T };
  error?: { data?: { appCode?: string } };
}

/** A batch answer is one CallAnswer per call; a refusal of the whole request (BUSY when shed) is one CallAnswer. */
function firstAnswer<T>(text: string): CallAnswer<T> {
  const json = JSON.parse(text) as CallAnswer<T>[] | CallAnswer<T>;
  return (Array.isArray(json) ? json[0] : json) ?? {};
}

/**
 * Keep-alive connections to a server (the BFF; the acquirer's host for the card) with undici: the
 * cheapest HTTP client Node has, so the runner, on the same 2 cores as the servers, spends little.
 * One pool to the BFF serves the warm-up and the measured take, so the measured presses go over
 * connections that are already open, as those of people sitting on the page (or of the reverse
 * proxy in front of the BFF) would be.
 */
export function replayConnections(origin: string, limit: number): Pool {
  return new Pool(origin, { connections: limit, pipelining: 1, keepAliveTimeout: 60_000 });
}

/**
 * The same take with the request the front's client sends (captured once, see captured-call.ts)
 * replayed per person over `connections`: the wire is the browser's, the runner's CPU a fraction
 * of a tRPC client's.
 */
export async function replayTakes(
  connections: Pool,
  people: readonly Person[],
  call: CapturedCall,
  limit: number,
): Promise<TakePhase> {
  const method = call.method === "GET" ? "GET" : "POST";
  return timedTakes(people, limit, async (person) => {
    const headers = {
      ...call.headers,
      cookie: person.cookieHeader,
      [CSRF_HEADER]: person.csrfToken,
    };
    const response = await connections.request({
      method,
      path: call.path,
      headers,
      body: call.body,
    });
    const answer = firstAnswer<{ registrationId?: string }>(await response.body.text());
    const id = answer.result?.data?.registrationId;
    if (id) return id;
    throw new CoreRefusal({ appCode: answer.error?.data?.appCode ?? "client:unreadable" });
  });
}

class CoreRefusal extends Error {
  constructor(readonly data: { appCode: string }) {
    super(data.appCode);
  }
}

/**
 * The same take sent straight to core's POST /Register/ApiSaveRegistration, no BFF, with the same
 * HTTP client as the replay: the comparison that tells the BFF hop's share from core's own.
 */
export async function takeSlotsAtCore(
  coreUrl: string,
  people: readonly Person[],
  race: { eventCode: string; raceCode: string },
  limit: number,
): Promise<TakePhase> {
  const body = JSON.stringify({ ...race, ...PARTICIPANT });
  const connections = new Pool(coreUrl, { connections: limit, pipelining: 1 });
  try {
    return await timedTakes(people, limit, async (person) => {
      const response = await connections.request({
        method: LEGACY_CONTRACT.saveRegistration.method,
        path: LEGACY_CONTRACT.saveRegistration.path,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          cookie: person.sessionCookie,
        },
        body,
      });
      const json = (await response.body.json()) as { registrationId?: string; code?: string };
      if (response.statusCode !== 200 || !json.registrationId)
        throw new CoreRefusal({ appCode: json.code ?? `HTTP_${response.statusCode}` });
      return json.registrationId;
    });
  } finally {
    await connections.close();
  }
}

/** The sandbox acquirer's test card that pays (docs/legacy-contract.md, payment). */
const SUCCESS_CARD = {
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/35",
  cvc: "123",
  holder: "ANNA PETROVA",
};

/**
 * Everyone who got a slot pays, as the wizard does it: confirms the order (registration.confirmCart),
 * starts a card payment (payment.pay), posts the test card on the acquirer's page through the BFF's
 * /sandbox proxy, and reads the result (payment.getPayment). An outcome's registration id is an order
 * the person was shown as paid.
 */
export const PAY_STEPS = [
  "confirmCart",
  "payment.pay",
  "checkout page",
  "payment.getPayment",
] as const;
export type PayStep = (typeof PAY_STEPS)[number];
export type PaySteps = Record<PayStep, number[]>;

/**
 * The four calls of paying, each throwing the failing step's code. `payment.pay` answers the
 * acquirer's page to post the card on; the others answer nothing worth keeping.
 */
export interface PaymentCalls {
  confirmCart(person: Person, registrationId: string): Promise<void>;
  pay(person: Person, registrationId: string): Promise<string>;
  checkout(url: string): Promise<void>;
  result(person: Person, registrationId: string): Promise<void>;
}

/**
 * The front's tRPC client for every call (the cluster test's way); the card on the acquirer's
 * page at `acquirerUrl` (the proxy's host in the cluster; through the BFF's /sandbox relay when
 * only the BFF is there).
 */
export function clientPaymentCalls(bffUrl: string, acquirerUrl = bffUrl): PaymentCalls {
  return {
    confirmCart: async (person, registrationId) => {
      await person.client.registration.confirmCart.mutate({ registrationId });
    },
    pay: async (person, registrationId) => {
      const start = await person.client.payment.pay.mutate({ registrationId, paymentType: "card" });
      if (start.kind !== "redirect") throw new CoreRefusal({ appCode: `pay:${start.kind}` });
      return start.url;
    },
    checkout: async (url) => {
      const back = await fetch(`${acquirerUrl}${url}`, {
        method: "POST",
        body: new URLSearchParams(SUCCESS_CARD),
        redirect: "manual",
      });
      if (back.status !== 303) throw new CoreRefusal({ appCode: `checkout:HTTP_${back.status}` });
    },
    result: async (person, registrationId) => {
      const info = await person.client.payment.getPayment.query({ registrationId });
      if (info.state !== "paid") throw new CoreRefusal({ appCode: `result:${info.state}` });
    },
  };
}

/** One person pays their order as the wizard does it, with the front's client; throws the failing step's code. */
export async function payOrder(
  bffUrl: string,
  person: Person,
  registrationId: string,
): Promise<void> {
  const calls = clientPaymentCalls(bffUrl);
  await calls.confirmCart(person, registrationId);
  await calls.checkout(await calls.pay(person, registrationId));
  await calls.result(person, registrationId);
}

/** The order id the pay calls are captured for; each replay puts the person's own in its place. */
const STAND_IN_ID = "00000000-0000-4000-8000-0000000000a1";

export interface CapturedPayCalls {
  confirmCart: CapturedCall;
  pay: CapturedCall;
  getPayment: CapturedCall;
}

/** The wizard's three tRPC calls of paying, as its client sends them (captured-call.ts). */
export async function capturePayCalls(bffUrl: string): Promise<CapturedPayCalls> {
  const registrationId = STAND_IN_ID;
  return {
    confirmCart: await captureCall(bffUrl, (client) =>
      client.registration.confirmCart.mutate({ registrationId }),
    ),
    pay: await captureCall(bffUrl, (client) =>
      client.payment.pay.mutate({ registrationId, paymentType: "card" }),
    ),
    getPayment: await captureCall(bffUrl, (client) =>
      client.payment.getPayment.query({ registrationId }),
    ),
  };
}

/**
 * The calls clientPaymentCalls makes, with the captured requests replayed per person over the
 * take's keep-alive `connections` (replayTakes' way): the same wire, a fraction of the runner's
 * CPU, which the servers share. The card goes to the acquirer's page over `acquirer`: its own
 * host, as the cluster's proxy routes `/sandbox/` (decision 0047).
 */
export function replayPaymentCalls(
  connections: Pool,
  calls: CapturedPayCalls,
  acquirer: Pool,
): PaymentCalls {
  const send = async <T>(
    call: CapturedCall,
    person: Person,
    registrationId: string,
  ): Promise<T> => {
    const get = call.method === "GET";
    const response = await connections.request({
      method: get ? "GET" : "POST",
      path: call.path.replaceAll(STAND_IN_ID, registrationId),
      headers: { ...call.headers, cookie: person.cookieHeader, [CSRF_HEADER]: person.csrfToken },
      body: get ? null : call.body.replaceAll(STAND_IN_ID, registrationId),
    });
    const answer = firstAnswer<T>(await response.body.text());
    if (answer.result?.data === undefined)
      throw new CoreRefusal({ appCode: answer.error?.data?.appCode ?? "client:unreadable" });
    return answer.result.data;
  };
  const checkoutForm = new URLSearchParams(SUCCESS_CARD).toString();
  return {
    confirmCart: async (person, registrationId) => {
      await send(calls.confirmCart, person, registrationId);
    },
    pay: async (person, registrationId) => {
      const start = await send<{ kind: string; url?: string }>(calls.pay, person, registrationId);
      if (start.kind !== "redirect" || !start.url)
        throw new CoreRefusal({ appCode: `pay:${start.kind}` });
      return start.url;
    },
    checkout: async (url) => {
      const response = await acquirer.request({
        method: "POST",
        path: url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: checkoutForm,
      });
      await response.body.dump();
      if (response.statusCode !== 303)
        throw new CoreRefusal({ appCode: `checkout:HTTP_${response.statusCode}` });
    },
    result: async (person, registrationId) => {
      const info = await send<{ state: string }>(calls.getPayment, person, registrationId);
      if (info.state !== "paid") throw new CoreRefusal({ appCode: `result:${info.state}` });
    },
  };
}

type StepCall = (person: Person, registrationId: string) => Promise<void>;

/**
 * The four calls as steps, to be walked in PAY_STEPS order: the one place that order's hand-offs
 * live (payment.pay's answer is the page the person's checkout posts the card on).
 */
function stepsOf(calls: PaymentCalls): Record<PayStep, StepCall> {
  const pages = new Map<Person, string>();
  return {
    confirmCart: (person, id) => calls.confirmCart(person, id),
    "payment.pay": async (person, id) => void pages.set(person, await calls.pay(person, id)),
    "checkout page": (person) => calls.checkout(defined(pages.get(person))),
    "payment.getPayment": (person, id) => calls.result(person, id),
  };
}

/** Each call's time, by step (`steps`) and added to its person's own time paying (`spent`). */
function timer(steps: PaySteps, spent: Map<Person, number>) {
  return async (step: PayStep, person: Person, work: () => Promise<void>): Promise<void> => {
    const begin = performance.now();
    try {
      await work();
    } finally {
      const ms = performance.now() - begin;
      steps[step].push(ms);
      spent.set(person, (spent.get(person) ?? 0) + ms);
    }
  };
}

const noSteps = (): PaySteps => ({
  confirmCart: [],
  "payment.pay": [],
  "checkout page": [],
  "payment.getPayment": [],
});

/** The orders the take answered as taken, by person. */
function takenOrders(taken: readonly TakeOutcome[]): Map<Person, string> {
  return new Map(
    taken.flatMap((outcome) =>
      outcome.registrationId ? [[outcome.person, outcome.registrationId] as const] : [],
    ),
  );
}

/** Everyone with a slot pays, each person's four calls one after the other, `limit` people at once. */
export async function payOrders(
  calls: PaymentCalls,
  taken: readonly TakeOutcome[],
  limit: number,
): Promise<TakePhase & { steps: PaySteps }> {
  const byPerson = takenOrders(taken);
  const steps = noSteps();
  const timed = timer(steps, new Map());
  const stepOf = stepsOf(calls);
  const phase = await timedTakes([...byPerson.keys()], limit, async (person) => {
    const registrationId = defined(byPerson.get(person));
    for (const step of PAY_STEPS)
      await timed(step, person, () => stepOf[step](person, registrationId));
    return registrationId;
  });
  return { ...phase, steps };
}

/**
 * The same payments one step at a time: everyone's confirmCart, then everyone's payment.pay, and
 * so on, `limit` calls at once; `around` brackets each step (the runner reads the CPU each
 * process spent on it). A person whose call fails takes no further step; a person's time is the
 * sum of their own calls, not the others' steps in between.
 */
export async function payOrdersStepByStep(
  calls: PaymentCalls,
  taken: readonly TakeOutcome[],
  limit: number,
  around: (step: PayStep, run: () => Promise<number>) => Promise<void>,
): Promise<TakePhase & { steps: PaySteps }> {
  const byPerson = takenOrders(taken);
  const steps = noSteps();
  const spent = new Map<Person, number>();
  const timed = timer(steps, spent);
  const stepOf = stepsOf(calls);
  const failed = new Map<Person, string>();
  const startedAt = performance.now();
  for (const step of PAY_STEPS)
    await around(step, async () => {
      const going = [...byPerson].filter(([person]) => !failed.has(person));
      await withLimit(going, limit, async ([person, registrationId]) => {
        try {
          await timed(step, person, () => stepOf[step](person, registrationId));
        } catch (error) {
          failed.set(person, appCodeOf(error));
        }
      });
      return going.length;
    });
  const endedAt = performance.now();
  const outcomes: TakeOutcome[] = [...byPerson].map(([person, registrationId]) => {
    const code = failed.get(person);
    const ms = spent.get(person) ?? 0;
    return code === undefined
      ? { person, ms, registrationId, at: endedAt }
      : { person, ms, code, at: endedAt };
  });
  return { outcomes, startedAt, endedAt, steps };
}
