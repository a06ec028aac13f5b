// @vitest-environment happy-dom
import type { WizardStep } from "@reg/domain";
import { act, useSyncExternalStore } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { FakeApiProvider } from "./testing/fake-api";
import { FakeAppError } from "@reg/api/testing";
import type { FakeRegistration } from "./testing/fake-api";
import { RegistrationWizard, type RegistrationWizardProps } from "./registration-wizard";
import {
  fakeRegistration,
  prefilledForm,
  REGISTRATION_ID,
  testInit,
} from "./testing/fake-registration";
import { memoryStorage } from "./testing/memory-storage";
import { button, click, labelled, mount, settle, typeInto, type Mounted } from "./testing/mount";

let mounted: Mounted[] = [];
afterEach(() => {
  for (const m of mounted) m.unmount();
  mounted = [];
});

async function open(
  fake: FakeRegistration,
  props: Partial<RegistrationWizardProps> = {},
  locale: "ru" | "en" = "en",
) {
  const m = mount(
    <FakeApiProvider fake={fake}>
      <RegistrationWizard
        eventCode="white-nights"
        raceCode="42k"
        doneHref="/event/white-nights"
        accountHref="/account"
        storage={memoryStorage()}
        clock={() => Date.parse("2026-05-01T09:05:00Z")}
        {...props}
      />
    </FakeApiProvider>,
    locale,
  );
  mounted.push(m);
  await settle();
  return m.container;
}

const title = (container: HTMLElement) => container.querySelector("h1")?.textContent;

/** Core's 404 as the BFF's errorFormatter sends it; the fake link makes it the tRPC client's error. */
function notFound() {
  return new FakeAppError("NOT_FOUND", 404);
}

describe("an unknown race (issue 12, item 8)", () => {
  it("says the race was not found, with a way to the events, in both languages", async () => {
    const { fake } = fakeRegistration({
      init: async () => {
        throw notFound();
      },
    });
    const en = await open(fake, { eventsHref: "/events" });
    expect(title(en)).toBe("Race not found");
    expect(en.textContent).not.toContain("Something went wrong");
    const link = [...en.querySelectorAll("a")].find((a) => a.textContent === "See all events");
    expect(link?.getAttribute("href")).toBe("/events");

    const ru = await open(fake, {}, "ru");
    expect(title(ru)).toBe("Забег не найден");
    expect(ru.querySelector("a")?.getAttribute("href")).toBe("/");
  });
});

describe("a promo-gated race's draft (issue 12, item 9)", () => {
  it("resumes on the participant form with the draft's code, not at the gate", async () => {
    const base = fakeRegistration();
    const { fake } = fakeRegistration({
      init: async () => ({
        ...(await base.fake.init({ eventCode: "white-nights", raceCode: "42k" })),
        promoCodeRequired: true,
        availability: {
          state: "unfinishedDraft",
          registrationId: REGISTRATION_ID,
          paymentDeadline: "2026-05-01T09:20:00Z",
        },
      }),
      registrationForm: async () => ({
        ...prefilledForm,
        registrationId: REGISTRATION_ID,
        state: "draft",
        promoCode: "FRIENDS",
      }),
    });
    const container = await open(fake);
    await click(button(container, "Continue the registration"));
    expect(title(container)).toBe("Participant form");
    expect(container.querySelector('input[name="promoCode"]')).toBeNull();
  });
});

/** A router's history in memory: the entries' `?step=`, and where the browser is among them. */
function memoryHistory(first: WizardStep | undefined) {
  const state = { entries: [first], at: 0 };
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    state,
    current: () => state.entries[state.at],
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: (step: WizardStep, how: "push" | "replace") => {
      if (how === "push") {
        state.entries = [...state.entries.slice(0, state.at + 1), step];
        state.at += 1;
      } else state.entries = state.entries.map((e, i) => (i === state.at ? step : e));
      notify();
    },
    go: async (delta: number) => {
      await act(async () => {
        state.at += delta;
        notify();
      });
      await settle();
    },
  };
}

function Routed(props: {
  history: ReturnType<typeof memoryHistory>;
  fake: FakeRegistration;
  storage: ReturnType<typeof memoryStorage>;
}) {
  const step = useSyncExternalStore(props.history.subscribe, props.history.current);
  return (
    <FakeApiProvider fake={props.fake}>
      <RegistrationWizard
        eventCode="white-nights"
        raceCode="42k"
        doneHref="/event/white-nights"
        accountHref="/account"
        storage={props.storage}
        clock={() => Date.parse("2026-05-01T09:05:00Z")}
        step={step}
        onStepChange={props.history.change}
      />
    </FakeApiProvider>
  );
}

async function openRouted(
  history: ReturnType<typeof memoryHistory>,
  fake: FakeRegistration,
  storage = memoryStorage(),
) {
  const m = mount(<Routed history={history} fake={fake} storage={storage} />);
  mounted.push(m);
  await settle();
  return m.container;
}

async function passParticipantForm(container: HTMLElement) {
  for (const text of [
    "I accept the terms of participation",
    "I accept the event rules",
    "I have a medical certificate allowing me to take part",
    "I agree to receive the payment receipt by e-mail",
  ])
    await click(labelled(container, text));
  await typeInto(labelled<HTMLSelectElement>(container, "Start packet"), "M");
  await click(button(container, "Continue"));
}

describe("each wizard step has its address (issue 12, item 6)", () => {
  it("adds a history entry per step; the browser's Back and Forward move between steps", async () => {
    const history = memoryHistory(undefined);
    const { fake } = fakeRegistration();
    const container = await openRouted(history, fake);
    expect(title(container)).toBe("Participant form");
    expect(history.state).toEqual({ entries: ["participantForm"], at: 0 });

    await passParticipantForm(container);
    expect(title(container)).toBe("Options");
    await click(button(container, "Continue"));
    expect(title(container)).toBe("My order");
    expect(history.state).toEqual({ entries: ["participantForm", "options", "myOrder"], at: 2 });

    await history.go(-1);
    expect(title(container)).toBe("Options");
    await history.go(-1);
    expect(title(container)).toBe("Participant form");
    expect(labelled(container, "Last name").value).toBe("Petrova");
    await history.go(2);
    expect(title(container)).toBe("My order");
    expect(history.state.entries).toHaveLength(3);
  });

  it("opens a reload on the addressed step, and sends a step not yet reached to the furthest one", async () => {
    const storage = memoryStorage();
    const history = memoryHistory(undefined);
    const { fake } = fakeRegistration();
    const first = await openRouted(history, fake, storage);
    await passParticipantForm(first);
    await click(button(first, "Continue"));
    expect(title(first)).toBe("My order");
    await history.go(-1);
    mounted.pop()?.unmount();

    // A reload on ?step=options: the server knows the draft, the tab still has its storage.
    const reloaded = fakeRegistration({
      registrationForm: async () => ({
        ...prefilledForm,
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
    const again = memoryHistory("options");
    const second = await openRouted(again, reloaded.fake, storage);
    expect(title(second)).toBe("Options");
    expect(second.textContent).not.toContain("You have an unfinished registration");
    mounted.pop()?.unmount();

    // An address past the furthest step come to (myOrder) is put back there.
    const ahead = memoryHistory("payment");
    const third = await openRouted(ahead, reloaded.fake, storage);
    expect(title(third)).toBe("My order");
    expect(ahead.state).toEqual({ entries: ["myOrder"], at: 0 });
  });

  it("ignores a step the address names that this journey has not reached yet, while on it", async () => {
    const history = memoryHistory(undefined);
    const { fake } = fakeRegistration();
    const container = await openRouted(history, fake);
    await act(async () => history.change("payment", "push"));
    await settle();
    expect(title(container)).toBe("Participant form");
    expect(history.current()).toBe("participantForm");
  });
});

describe("the price and the hold from the first step (issue 12, item 5)", () => {
  const bar = (container: HTMLElement) =>
    container.querySelector('[aria-label="Your order"]')?.textContent ?? "";

  it("shows the all-in price from step 1 and the hold's time left once it runs", async () => {
    const { fake } = fakeRegistration();
    const container = await open(fake);
    expect(title(container)).toBe("Participant form");
    // 3,500 + 5% service fee, before anything is saved.
    expect(bar(container)).toContain("₽3,500");
    expect(bar(container)).toContain("Total with the 5% service fee₽3,675");
    expect(bar(container)).toContain("Once you continue, your place is held for 20 minutes.");

    await passParticipantForm(container);
    expect(title(container)).toBe("Options");
    expect(container.querySelector('[aria-label="Your order"] [role="timer"]')?.textContent).toBe(
      "15:00",
    );
    await click(container.querySelector('[aria-label="More: Finisher T-shirt"]'));
    await click(button(container, "Continue"));
    expect(title(container)).toBe("My order");
    expect(bar(container)).toContain("₽5,250");
  });

  it("says the hold ran out and starts again with the answers kept", async () => {
    let now = Date.parse("2026-05-01T09:05:00Z");
    const { fake, calls } = fakeRegistration();
    const container = await open(fake, { clock: () => now });
    await typeInto(labelled(container, "Last name"), "Ivanova");
    await passParticipantForm(container);
    expect(title(container)).toBe("Options");

    now = Date.parse("2026-05-01T09:20:01Z");
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1100)));
    await settle();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.querySelector("h2")?.textContent).toBe("The time to register has run out");
    expect(container.querySelector("form#options-form")).toBeNull();

    now = Date.parse("2026-05-01T09:21:00Z");
    await click(button(container, "Start again"));
    expect(title(container)).toBe("Participant form");
    expect(labelled(container, "Last name").value).toBe("Ivanova");
    expect(labelled(container, "I accept the terms of participation").checked).toBe(true);
    expect(calls).toEqual(["saveRegistration:new"]);
  });
});

describe("a hold that ran out while the page was away (issue 12, item 5)", () => {
  const HELD_UNTIL = Date.parse("2026-05-01T09:20:00Z");
  const notice = (container: HTMLElement) =>
    [...container.querySelectorAll('[role="status"]')].find((node) =>
      node.classList.contains("hold-lapsed"),
    );

  /** A first visit that holds a place and reaches Options, then the tab goes (unmounted). */
  async function holdAPlace(storage: ReturnType<typeof memoryStorage>) {
    const { fake } = fakeRegistration();
    const first = await open(fake, { storage });
    await typeInto(labelled(first, "Last name"), "Ivanova");
    await passParticipantForm(first);
    expect(title(first)).toBe("Options");
    mounted.pop()?.unmount();
  }

  it("says so on a reload, with the answers and agreements back in the form", async () => {
    const storage = memoryStorage();
    await holdAPlace(storage);

    // The reload after the 20 minutes: the server released the draft and knows no live one.
    const { fake, calls } = fakeRegistration();
    const container = await open(fake, {
      storage,
      clock: () => HELD_UNTIL + 60_000,
      step: "options",
    });
    expect(title(container)).toBe("Participant form");
    expect(notice(container)?.textContent).toBe(
      "Your place is no longer held" +
        "It was held for 20 minutes and has been released. Your answers are kept: check them " +
        "and press Continue to take a new place, if one is left.",
    );
    expect(labelled(container, "Last name").value).toBe("Ivanova");
    expect(labelled(container, "I accept the terms of participation").checked).toBe(true);
    expect(labelled<HTMLSelectElement>(container, "Start packet").value).toBe("M");
    // The answers moved to the new registration's key; the lapsed one's snapshot is gone.
    expect(storage.items.has(`reg-wizard:white-nights:42k:${REGISTRATION_ID}`)).toBe(false);
    expect(storage.items.has("reg-wizard:white-nights:42k:new")).toBe(true);

    // Continue takes a new place from the kept answers; the notice has said its part.
    await click(button(container, "Continue"));
    expect(calls).toEqual(["saveRegistration:new"]);
    expect(title(container)).toBe("Options");
    expect(notice(container)).toBeUndefined();
  });

  it("says it in Russian, and again on a second reload before a new place is taken", async () => {
    const storage = memoryStorage();
    await holdAPlace(storage);
    const later = { storage, clock: () => HELD_UNTIL + 5 * 60_000 };
    await open(fakeRegistration().fake, later, "ru");
    mounted.pop()?.unmount();
    const again = await open(fakeRegistration().fake, later, "ru");
    expect(title(again)).toBe("Анкета участника");
    expect(notice(again)?.querySelector(".notice__title")?.textContent).toBe(
      "Место больше не закреплено за вами",
    );
    expect(notice(again)?.textContent).toContain("освобождено");
    expect(labelled(again, "Фамилия").value).toBe("Ivanova");
  });

  it("says nothing when the place was let go before its time (the draft deleted elsewhere)", async () => {
    const storage = memoryStorage();
    await holdAPlace(storage);
    const container = await open(fakeRegistration().fake, {
      storage,
      clock: () => HELD_UNTIL - 60_000,
    });
    expect(title(container)).toBe("Participant form");
    expect(notice(container)).toBeUndefined();
  });

  it("says so above the race's message when no place can be taken any more", async () => {
    const storage = memoryStorage();
    await holdAPlace(storage);
    const { fake } = fakeRegistration({
      init: async () => ({ ...testInit, availability: { state: "limitReached" } }),
    });
    const container = await open(fake, { storage, clock: () => HELD_UNTIL + 60_000 });
    expect(notice(container)?.textContent).toBe(
      "Your place is no longer held" + "It was held for 20 minutes and has been released. ",
    );
    expect(container.querySelector("form")).toBeNull();
  });
});
