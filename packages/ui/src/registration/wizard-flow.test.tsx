// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { RegistrationGatewayProvider } from "./data/gateway-context";
import type { RegistrationGateway } from "./data/registration-gateway";
import { RegistrationWizard, type RegistrationWizardProps } from "./registration-wizard";
import { fakeGateway, prefilledForm, REGISTRATION_ID } from "./testing/fake-gateway";
import { memoryStorage } from "./testing/memory-storage";
import { button, click, mount, settle, type Mounted } from "./testing/mount";

let mounted: Mounted[] = [];
afterEach(() => {
  for (const m of mounted) m.unmount();
  mounted = [];
});

async function open(
  gateway: RegistrationGateway,
  props: Partial<RegistrationWizardProps> = {},
  locale: "ru" | "en" = "en",
) {
  const m = mount(
    <RegistrationGatewayProvider gateway={gateway}>
      <RegistrationWizard
        eventCode="white-nights"
        raceCode="42k"
        doneHref="/event/white-nights"
        accountHref="/account"
        storage={memoryStorage()}
        clock={() => Date.parse("2026-05-01T09:05:00Z")}
        {...props}
      />
    </RegistrationGatewayProvider>,
    locale,
  );
  mounted.push(m);
  await settle();
  return m.container;
}

const title = (container: HTMLElement) => container.querySelector("h1")?.textContent;

/** What the tRPC client throws for core's 404 (the BFF's errorFormatter data). */
function notFound() {
  return Object.assign(new Error("NOT_FOUND"), {
    data: { appCode: "NOT_FOUND", httpStatus: 404, fields: {} },
  });
}

describe("an unknown race (issue 12, item 8)", () => {
  it("says the race was not found, with a way to the events, in both languages", async () => {
    const { gateway } = fakeGateway({
      init: async () => {
        throw notFound();
      },
    });
    const en = await open(gateway, { eventsHref: "/events" });
    expect(title(en)).toBe("Race not found");
    expect(en.textContent).not.toContain("Something went wrong");
    const link = [...en.querySelectorAll("a")].find((a) => a.textContent === "See all events");
    expect(link?.getAttribute("href")).toBe("/events");

    const ru = await open(gateway, {}, "ru");
    expect(title(ru)).toBe("Забег не найден");
    expect(ru.querySelector("a")?.getAttribute("href")).toBe("/");
  });
});

describe("a promo-gated race's draft (issue 12, item 9)", () => {
  it("resumes on the participant form with the draft's code, not at the gate", async () => {
    const base = fakeGateway();
    const { gateway } = fakeGateway({
      init: async () => ({
        ...(await base.gateway.init({ eventCode: "white-nights", raceCode: "42k" })),
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
    const container = await open(gateway);
    await click(button(container, "Continue the registration"));
    expect(title(container)).toBe("Participant form");
    expect(container.querySelector('input[name="promoCode"]')).toBeNull();
  });
});
