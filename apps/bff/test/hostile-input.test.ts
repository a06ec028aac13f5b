import { TRPCClientError } from "@trpc/client";
import { beforeAll, describe, expect, it } from "vitest";
import { type z } from "zod";
import { isValidationMessageId, taxSubmitInputSchema, UNSAFE_TEXT_SAMPLES } from "@reg/domain";
import { appRouter } from "../src/router";
import { openBrowser, type Browser, type Client } from "./support/clients";
import { expectNoServerInternals } from "./support/expect-app-error";
import { useStack } from "./support/stack";
import { coreFingerprint } from "./registration/support/core-state";
import {
  OPTIONS_RACE,
  uniqueEmail,
  validParticipant,
  signedInDraft,
} from "./registration/support/people";

/*
 * Issue 12, item 21: text holding NUL, other control characters, lone surrogates or bidi overrides,
 * sent in every text field of every procedure of the router (found by reading each procedure's input
 * schema, so a procedure added later is covered too), is refused with 400 VALIDATION_FAILED naming
 * that field with a validation message id — never 500 — and changes nothing in core's database.
 * Without a session or without the CSRF header the answer may be 401/403 instead, still never 5xx.
 */

/** Signed in with its CSRF cookie and header, holding a draft, so a refusal is about the text alone. */
let browser: Browser;
let registrationId: string;

// About validation, not load: a stall of the shared CI machine must not turn a 400 into BUSY.
const { core, bff } = useStack({ bff: { shedding: { maxEventLoopDelayMs: 0 } } });
beforeAll(async () => {
  ({ browser, registrationId } = await signedInDraft(bff.url));
});

type Kind = "query" | "mutation" | "subscription";
interface ProcedureInfo {
  path: string;
  kind: Kind;
  input: z.ZodType | undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The schemas behind the procedures whose input is a checking function rather than a schema. */
const FUNCTION_INPUT_SCHEMAS: Record<string, z.ZodType> = { "tax.submit": taxSubmitInputSchema };

/** Every procedure of the router: its dotted path, query or mutation, and its zod input schema. */
function procedures(): ProcedureInfo[] {
  const all = (appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def
    .procedures;
  return Object.entries(all).map(([path, procedure]) => {
    // A tRPC procedure is a function carrying its definition.
    const holder = procedure as { _def?: unknown } | undefined;
    const def = holder && isObject(holder._def) ? holder._def : {};
    const inputs = Array.isArray(def.inputs) ? (def.inputs as unknown[]) : [];
    // A procedure whose input is a plain function (tax.submit checks its input by a schema and
    // passes it on unparsed) is read through the schema that function checks by.
    const first = inputs[0];
    const schema =
      isObject(first) && isObject(first.def)
        ? (first as unknown as z.ZodType)
        : FUNCTION_INPUT_SCHEMAS[path];
    return { path, kind: def.type as Kind, input: schema };
  });
}

/** The schema under optional/nullable/default/pipe wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = current.def as unknown as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if (
      (def.type === "optional" ||
        def.type === "nullable" ||
        def.type === "default" ||
        def.type === "prefault") &&
      def.innerType
    )
      current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else return current;
  }
  return current;
}

/** The input's fields that take text (strings, and the values of string records such as answers). */
function textFields(schema: z.ZodType | undefined): { name: string; record: boolean }[] {
  if (!schema) return [];
  const object = unwrap(schema);
  if (object.def.type !== "object") return [];
  const shape = (object as unknown as { shape: Record<string, z.ZodType> }).shape;
  return Object.entries(shape).flatMap(([name, field]): { name: string; record: boolean }[] => {
    const inner = unwrap(field);
    if (inner.def.type === "string") return [{ name, record: false }];
    if (inner.def.type === "record") return [{ name, record: true }];
    return [];
  });
}

/** One input good for every procedure (objects drop keys they do not know). */
function validInput(): Record<string, unknown> {
  return {
    ...OPTIONS_RACE,
    ...validParticipant(),
    language: "ru",
    registrationId,
    password: "correct-horse-9",
    email: uniqueEmail(),
    promoCode: "WELCOME10",
    search: "марафон",
    giftCode: "K9JH-G7CT-7S8N",
  };
}

function callOf(client: Client, info: ProcedureInfo): (input: unknown) => Promise<unknown> {
  let node: unknown = client;
  for (const part of info.path.split("."))
    node =
      isObject(node) || typeof node === "function"
        ? (node as Record<string, unknown>)[part]
        : undefined;
  const target = node as {
    query: (input: unknown) => Promise<unknown>;
    mutate: (input: unknown) => Promise<unknown>;
  };
  return info.kind === "mutation"
    ? (input) => target.mutate(input)
    : (input) => target.query(input);
}

/** What a refusal carried: its HTTP status, app code and field message ids. */
async function refusal(
  call: Promise<unknown>,
): Promise<{ status: number; appCode: string; fields: Record<string, string> }> {
  const error = await call.then(
    () => expect.unreachable("the hostile text was accepted"),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  const clientError = error as TRPCClientError<typeof appRouter>;
  expectNoServerInternals(clientError.shape);
  const data = clientError.data as
    { httpStatus?: number; appCode?: string; fields?: Record<string, string> } | undefined;
  return {
    status: data?.httpStatus ?? 0,
    appCode: data?.appCode ?? "",
    fields: data?.fields ?? {},
  };
}

const TEXT_PROCEDURES = procedures().filter((p) => textFields(p.input).length > 0);

describe("hostile text in every text field of every procedure", () => {
  it("finds the procedures that take text (the corpus reaches every one named by issue 12)", () => {
    const paths = TEXT_PROCEDURES.map((p) => p.path);
    for (const path of [
      "events.list",
      "auth.login",
      "auth.signUp",
      "registration.checkPromo",
      "registration.applyPromo",
      "registration.saveRegistration",
      "registration.getRegistration",
      "tax.submit",
    ])
      expect(paths).toContain(path);
    const register = textFields(
      TEXT_PROCEDURES.find((p) => p.path === "registration.saveRegistration")?.input,
    ).map((f) => f.name);
    for (const field of [
      "region",
      "city",
      "street",
      "building",
      "apartment",
      "profession",
      "promoCode",
      "answers",
      "firstName",
    ])
      expect(register).toContain(field);
  });

  it.each(TEXT_PROCEDURES.map((p) => [p.path, p] as const))(
    "%s answers 400 with the field's message, signed in with CSRF, and changes nothing",
    async (_path, info) => {
      const before = await coreFingerprint(core);
      const call = callOf(browser.single, info);
      for (const { name, record } of textFields(info.input)) {
        for (const sample of UNSAFE_TEXT_SAMPLES) {
          const input = { ...validInput(), [name]: record ? { q1: sample } : sample };
          const answer = await refusal(call(input));
          expect({ field: name, sample, status: answer.status, appCode: answer.appCode }).toEqual({
            field: name,
            sample,
            status: 400,
            appCode: "VALIDATION_FAILED",
          });
          const message = record
            ? Object.entries(answer.fields).find(([key]) => key.startsWith(`${name}.`))?.[1]
            : answer.fields[name];
          expect(
            isValidationMessageId(message),
            `${info.path} ${name} ${JSON.stringify(sample)}: ${JSON.stringify(answer.fields)}`,
          ).toBe(true);
        }
      }
      expect(await coreFingerprint(core)).toEqual(before);
    },
  );

  it("names free text's own message: text.unsafeCharacters at the edge", async () => {
    const free: [string, string][] = [
      ["events.list", "search"],
      ["registration.checkPromo", "promoCode"],
      ["registration.applyPromo", "promoCode"],
      ["registration.saveRegistration", "street"],
      ["registration.saveRegistration", "building"],
      ["registration.saveRegistration", "apartment"],
      ["registration.saveRegistration", "profession"],
      ["registration.saveRegistration", "promoCode"],
    ];
    for (const [path, field] of free) {
      const info = TEXT_PROCEDURES.find((p) => p.path === path);
      if (!info) throw new Error(`no procedure ${path}`);
      for (const sample of UNSAFE_TEXT_SAMPLES) {
        const answer = await refusal(
          callOf(browser.single, info)({ ...validInput(), [field]: sample }),
        );
        expect([path, field, sample, answer.fields[field]]).toEqual([
          path,
          field,
          sample,
          "text.unsafeCharacters",
        ]);
      }
    }
    const regionAndCity = await refusal(
      browser.single.registration.saveRegistration.mutate({
        ...OPTIONS_RACE,
        ...validParticipant(),
        region: "\u0000",
        city: "Моск\uD800ва",
      }),
    );
    expect(regionAndCity.fields).toMatchObject({
      region: "text.unsafeCharacters",
      city: "text.unsafeCharacters",
    });
    const answers = await refusal(
      browser.single.registration.saveRegistration.mutate({
        ...OPTIONS_RACE,
        ...validParticipant(),
        answers: { q1: "a\u0000" },
      }),
    );
    expect(answers.fields).toMatchObject({ "answers.q1": "text.unsafeCharacters" });
  });

  it.each([
    ["without a session", () => openBrowser(bff.url)],
    ["without the CSRF header", () => openBrowser(bff.url, { sendCsrfHeader: false })],
  ] as const)("never answers 5xx %s, and changes nothing", async (_how, open) => {
    const stranger = open();
    await stranger.batch.tenant.getCurrent.query();
    const before = await coreFingerprint(core);
    for (const info of TEXT_PROCEDURES) {
      const call = callOf(stranger.single, info);
      for (const { name, record } of textFields(info.input))
        for (const sample of ["\u0000", "\uD800", "a\u202Eb"]) {
          const answer = await refusal(
            call({ ...validInput(), [name]: record ? { q1: sample } : sample }),
          );
          expect([info.path, name, answer.status < 500 && answer.status >= 400]).toEqual([
            info.path,
            name,
            true,
          ]);
        }
    }
    expect(await coreFingerprint(core)).toEqual(before);
  });
});

describe("events.list's and events.mapPoints' region (issue 8 item 1)", () => {
  const HOSTILE_REGIONS = [
    "RU-XXX",
    "ru-mow",
    " RU-MOW",
    "RU-MOW' or '1'='1",
    "RU-MOW\u0000",
    "Моск\uD800ва",
    "a\u202Eb",
    "",
    "x".repeat(10_000),
    77,
    ["RU-MOW"],
    { code: "RU-MOW" },
    null,
    true,
  ];

  it("takes a listed region code, alone and with a city", async () => {
    const page = await browser.single.events.list.query({ language: "ru", region: "RU-MOW" });
    expect(page.total).toBeGreaterThan(0);
    expect(page.events.every((e) => e.city === "Москва")).toBe(true);
    const map = await browser.single.events.mapPoints.query({
      language: "en",
      region: "RU-SPE",
      city: "Kronstadt",
    });
    expect(map.points.map((p) => p.city)).toEqual(["Kronstadt"]);
  });

  it.each([
    ["events.list", (input: unknown) => browser.single.events.list.query(input as never)],
    ["events.mapPoints", (input: unknown) => browser.single.events.mapPoints.query(input as never)],
  ] as const)(
    "%s refuses anything else with 400 naming region, and changes nothing",
    async (_path, call) => {
      const before = await coreFingerprint(core);
      for (const value of HOSTILE_REGIONS) {
        const answer = await refusal(call({ language: "ru", region: value }));
        expect([value, answer.status, answer.appCode, answer.fields.region]).toEqual([
          value,
          400,
          "VALIDATION_FAILED",
          "field.invalid",
        ]);
      }
      expect(await coreFingerprint(core)).toEqual(before);
    },
  );
});

describe("events.list's paging numbers (issue 12, item 24)", () => {
  const list = (input: unknown) => browser.single.events.list.query(input as never);

  it("takes whole numbers within bounds", async () => {
    const page = await list({ language: "ru", limit: 2, offset: 0 });
    expect(page.events.length).toBeLessThanOrEqual(2);
    await list({ language: "en", limit: 100, offset: 10_000 });
  });

  it.each([
    [
      "limit",
      ["5", " 5", "", "1e2", ["5"], [5], null, true, {}, 1.5, 0, -1, 101, Number.MAX_SAFE_INTEGER],
    ],
    ["offset", ["0", "10", [0], null, false, 0.5, -1, 10_001, 1e21]],
  ] as const)(
    "refuses %s as a string, an array, null, a fraction or out of bounds with 400 naming it",
    async (field, values) => {
      for (const value of values) {
        const answer = await refusal(list({ language: "ru", [field]: value }));
        expect([field, value, answer.status, answer.appCode, answer.fields[field]]).toEqual([
          field,
          value,
          400,
          "VALIDATION_FAILED",
          "field.invalid",
        ]);
      }
    },
  );
});
