// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { defined } from "@reg/domain";
import { FakeApiProvider } from "./testing/fake-api";
import { RegistrationWizard } from "./registration-wizard";
import { fakeRegistration, prefilledForm, REGISTRATION_ID } from "./testing/fake-registration";
import { memoryStorage } from "./testing/memory-storage";
import { button, click, labelled, mount, settle, typeInto, type Mounted } from "./testing/mount";
import type { FakeRegistration } from "./testing/fake-api";

let mounted: Mounted[] = [];
afterEach(() => {
  for (const m of mounted) m.unmount();
  mounted = [];
});

async function open(
  fake: FakeRegistration,
  storage: ReturnType<typeof memoryStorage>,
  locale: "ru" | "en" = "en",
) {
  const m = mount(
    <FakeApiProvider fake={fake}>
      <RegistrationWizard
        eventCode="white-nights"
        raceCode="42k"
        doneHref="/event/white-nights"
        accountHref="/account"
        storage={storage}
        clock={() => Date.parse("2026-05-01T09:05:00Z")}
      />
    </FakeApiProvider>,
    locale,
  );
  mounted.push(m);
  await settle();
  return m.container;
}

const title = (container: HTMLElement) => container.querySelector("h1")?.textContent;
const currentStep = (container: HTMLElement) =>
  container.querySelector('[aria-current="step"]')?.textContent;

async function tickAgreements(container: HTMLElement) {
  for (const text of [
    "I accept the terms of participation",
    "I accept the event rules",
    "I have a medical certificate allowing me to take part",
    "I agree to receive the payment receipt by e-mail",
  ])
    await click(labelled(container, text));
}

describe("the registration wizard", () => {
  it("shows each unmet rule in place, tied to its control, and saves nothing", async () => {
    const { fake, calls } = fakeRegistration();
    const container = await open(fake, memoryStorage());
    expect(title(container)).toBe("Participant form");
    await click(button(container, "Continue"));
    const terms = labelled(container, "I accept the terms of participation");
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    const errorId = defined(terms.getAttribute("aria-describedby"));
    expect(container.querySelector(`#${CSS.escape(errorId)}`)?.textContent).toBe(
      "Accept the terms of participation",
    );
    // The start packet the race offers must be chosen too.
    expect(container.textContent).toContain("This field is required");
    expect(calls).toEqual([]);
  });

  it("goes forward through options and my order to payment, and back keeps the form", async () => {
    const { fake, calls } = fakeRegistration();
    const container = await open(fake, memoryStorage());
    await tickAgreements(container);
    await typeInto(labelled<HTMLSelectElement>(container, "Start packet"), "M");
    await click(button(container, "Continue"));
    expect(calls).toEqual(["saveRegistration:new"]);
    expect(title(container)).toBe("Options");
    expect(currentStep(container)).toContain("Options");
    expect(container.textContent).toContain("Step 2 of 4");

    await click(container.querySelector('[aria-label="More: Finisher T-shirt"]'));
    await click(button(container, "Back"));
    expect(title(container)).toBe("Participant form");
    expect(labelled(container, "Last name").value).toBe("Petrova");
    expect(labelled<HTMLSelectElement>(container, "Start packet").value).toBe("M");

    await click(button(container, "Continue"));
    expect(calls).toEqual(["saveRegistration:new", `saveRegistration:${REGISTRATION_ID}`]);
    // The options step comes back with the T-shirt still chosen.
    expect(container.querySelector(".stepper__count")?.textContent).toContain("1");
    await click(button(container, "Continue"));
    expect(calls.at(-1)).toBe('saveProducts:[{"code":"shirt","count":1}]');
    expect(title(container)).toBe("My order");
    expect(container.querySelector(".order-summary__row--total dd")?.textContent).toBe("₽5,250");

    await click(button(container, "Go to payment"));
    expect(calls.at(-1)).toBe("confirmOrder");
    expect(title(container)).toBe("Payment");
    expect(container.querySelector('[role="timer"]')?.textContent).toBe("15:00");
  });

  it("says the payment methods could not be loaded, with a retry, instead of spinning", async () => {
    let methodCalls = 0;
    const { fake } = fakeRegistration({
      paymentMethods: async () => {
        methodCalls += 1;
        if (methodCalls === 1) throw new TypeError("fetch failed");
        return ["card", "qr"];
      },
    });
    const container = await open(fake, memoryStorage());
    await tickAgreements(container);
    await typeInto(labelled<HTMLSelectElement>(container, "Start packet"), "M");
    await click(button(container, "Continue"));
    await click(button(container, "Continue"));
    await click(button(container, "Go to payment"));
    expect(title(container)).toBe("Payment");
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.querySelector("h2")?.textContent).toBe("Something went wrong...");
    expect(container.querySelector(".wizard-loading")).toBeNull();

    await click(button(container, "Try again"));
    expect(methodCalls).toBe(2);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelector('input[type="radio"][value="card"]')).not.toBeNull();
  });

  it("comes back after a reload on the same step with the same values", async () => {
    const storage = memoryStorage();
    const { fake } = fakeRegistration();
    const first = await open(fake, storage);
    await typeInto(labelled(first, "Last name"), "Ivanova");
    await tickAgreements(first);
    await typeInto(labelled<HTMLSelectElement>(first, "Start packet"), "L");
    await click(button(first, "Continue"));
    expect(title(first)).toBe("Options");
    await click(first.querySelector('[aria-label="More: Finisher T-shirt"]'));
    defined(mounted.pop()).unmount();

    // A reload: the server now knows the draft, the tab still has its storage.
    const reloaded = fakeRegistration({
      registrationForm: async () => ({
        ...(await fake.registrationForm({ eventCode: "white-nights", raceCode: "42k" })),
        registrationId: REGISTRATION_ID,
        state: "draft",
      }),
      init: async () => ({
        ...(await fake.init({ eventCode: "white-nights", raceCode: "42k" })),
        availability: {
          state: "unfinishedDraft",
          registrationId: REGISTRATION_ID,
          paymentDeadline: "2026-05-01T09:20:00Z",
        },
      }),
    });
    const second = await open(reloaded.fake, storage);
    expect(title(second)).toBe("Options");
    expect(second.querySelector(".stepper__count")?.textContent).toContain("1");
    await click(button(second, "Back"));
    expect(labelled(second, "Last name").value).toBe("Ivanova");
    expect(labelled<HTMLSelectElement>(second, "Start packet").value).toBe("L");
    // The snapshot moved with the key (nothing left under "new"), and the held place is remembered.
    expect([...storage.items.keys()].sort()).toEqual([
      "reg-hold:white-nights:42k",
      `reg-wizard:white-nights:42k:${REGISTRATION_ID}`,
    ]);
    expect(JSON.parse(storage.items.get("reg-hold:white-nights:42k") ?? "null")).toEqual({
      registrationId: REGISTRATION_ID,
      deadline: "2026-05-01T09:20:00Z",
    });
  });

  it("offers an unfinished draft to continue or delete when this tab kept nothing", async () => {
    const { fake } = fakeRegistration({
      registrationForm: async () => ({ ...prefilledForm, registrationId: REGISTRATION_ID }),
      init: async () => ({
        ...(await fakeRegistration().fake.init({ eventCode: "a", raceCode: "b" })),
        availability: {
          state: "unfinishedDraft",
          registrationId: REGISTRATION_ID,
          paymentDeadline: "2026-05-01T09:20:00Z",
        },
      }),
    });
    const container = await open(fake, memoryStorage(), "ru");
    expect(title(container)).toBe("У вас есть незавершённая регистрация");
    await click(button(container, "Продолжить регистрацию"));
    expect(title(container)).toBe("Анкета участника");
  });
});
