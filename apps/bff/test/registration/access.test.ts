import { beforeAll, describe, expect, it } from "vitest";
import { openBrowser } from "../support/clients";
import { expectAppError } from "../support/expect-app-error";
import { useStack } from "../support/stack";
import { coreFingerprint } from "./support/core-state";
import {
  anonymousBrowser,
  OPTIONS_RACE,
  signedInBrowser,
  validParticipant,
  signedInDraft,
} from "./support/people";
import {
  inputsFor,
  PAYMENT_PROCEDURES,
  paymentInputs,
  REGISTRATION_PROCEDURES,
  signedInInputs,
  type RegistrationPath,
} from "./support/procedures";

/** A draft of someone else: the stranger's target. */
let ownersRegistrationId: string;

const { core, bff } = useStack();
beforeAll(async () => {
  ({ registrationId: ownersRegistrationId } = await signedInDraft(bff.url));
});

const MUTATIONS: readonly RegistrationPath[] = [
  "saveRegistration",
  "updatePhone",
  "saveProducts",
  "addProduct",
  "removeProduct",
  "setProductCount",
  "setCustomPrice",
  "requestPolicy",
  "confirmCart",
  "clearCart",
  "applyPromo",
  "removePromo",
  "uploadImage",
];

describe("without a session", () => {
  it("every procedure about a person answers UNAUTHORIZED to a valid input, and nothing changes", async () => {
    const browser = await anonymousBrowser(bff.url);
    const before = await coreFingerprint(core);
    // saveRegistration twice: a new draft (signedInInputs) and an existing one's form (inputsFor).
    const cases: [string, unknown][] = [
      ...Object.entries(signedInInputs(ownersRegistrationId)),
      [
        "saveRegistration",
        { ...OPTIONS_RACE, ...validParticipant(), registrationId: ownersRegistrationId },
      ],
    ];
    for (const [path, input] of cases) {
      const call = REGISTRATION_PROCEDURES[path as RegistrationPath];
      await expectAppError(call(browser.single, input), "UNAUTHORIZED");
    }
    expect(await coreFingerprint(core)).toEqual(before);
  });

  it("a session that ended (logged out) is refused the same way", async () => {
    const browser = await signedInBrowser(bff.url);
    const stale = browser.jar.get("reg_sid");
    await browser.batch.auth.logout.mutate();
    if (!stale) throw new Error("sign-up set no session cookie");
    browser.jar.set("reg_sid", stale);
    await expectAppError(
      browser.batch.registration.saveRegistration.mutate({
        ...OPTIONS_RACE,
        ...validParticipant(),
      }),
      "UNAUTHORIZED",
    );
    await expectAppError(
      browser.batch.registration.getCart.query({ registrationId: ownersRegistrationId }),
      "UNAUTHORIZED",
    );
    await expectAppError(
      browser.batch.payment.getPayment.query({ registrationId: ownersRegistrationId }),
      "UNAUTHORIZED",
    );
  });
});

describe("someone else's registration", () => {
  it("is NOT_FOUND to every procedure that names it, and nothing of it changes", async () => {
    const stranger = await signedInBrowser(bff.url);
    const before = await coreFingerprint(core);
    for (const [path, input] of Object.entries(inputsFor(ownersRegistrationId))) {
      const call = REGISTRATION_PROCEDURES[path as RegistrationPath];
      await expectAppError(call(stranger.single, input), "NOT_FOUND");
    }
    expect(await coreFingerprint(core)).toEqual(before);
  });
});

describe("CSRF", () => {
  it("refuses every mutation without the double-submit header before it runs, batched or not", async () => {
    const browser = await signedInBrowser(bff.url);
    const inputs = signedInInputs(ownersRegistrationId);
    const before = await coreFingerprint(core);
    const forged = openBrowser(bff.url, { sendCsrfHeader: false });
    for (const name of ["reg_sid", "reg_csrf"]) {
      const value = browser.jar.get(name);
      if (value) forged.jar.set(name, value);
    }
    for (const path of MUTATIONS) {
      const call = REGISTRATION_PROCEDURES[path];
      const input = inputs[path as keyof typeof inputs];
      await expectAppError(call(forged.single, input), "CSRF_FAILED");
      await expectAppError(call(forged.batch, input), "CSRF_FAILED");
    }
    const payments = paymentInputs(ownersRegistrationId);
    for (const path of ["pay", "repeatPayment"] as const) {
      await expectAppError(PAYMENT_PROCEDURES[path](forged.single, payments[path]), "CSRF_FAILED");
    }
    expect(await coreFingerprint(core)).toEqual(before);
  });
});
