// @vitest-environment happy-dom
import { FakeAppError } from "@reg/api/testing";
import { defined } from "@reg/domain";
import { afterEach, describe, expect, it } from "vitest";
import { RegistrationWizard } from "../registration-wizard";
import { FakeApiProvider } from "../testing/fake-api";
import { fakeRegistration, testInit, testProducts } from "../testing/fake-registration";
import { fakeTeam, LEAD_ID, TEAM_ID, type FakeTeamOptions } from "../testing/fake-team";
import { memoryStorage } from "../testing/memory-storage";
import { button, click, labelled, mount, settle, typeInto, type Mounted } from "../testing/mount";
import { saveWizardSnapshot, wizardStorageKey } from "../wizard/wizard-storage";

let mounted: Mounted[] = [];
afterEach(() => {
  for (const m of mounted) m.unmount();
  mounted = [];
});

const OLEG = "5b0e9a3c-7d21-4f6e-8a40-0000000000b1";

/** The wizard on a relay race, its team calls answered by `team`, opened on `step` when given. */
async function open(
  options: FakeTeamOptions,
  step?: "participants",
  overrides: Parameters<typeof fakeRegistration>[0] = {},
) {
  const team = fakeTeam(options);
  const { fake, calls } = fakeRegistration({
    init: async () => ({ ...testInit, race: { ...testInit.race, isRelay: true } }),
    ...overrides,
  });
  const storage = memoryStorage();
  if (step)
    saveWizardSnapshot(
      storage,
      wizardStorageKey({ eventCode: "white-nights", raceCode: "42k", registrationId: null }),
      { step, values: {}, reached: step },
    );
  const m = mount(
    <FakeApiProvider fake={fake} teams={team.procedures}>
      <RegistrationWizard
        eventCode="white-nights"
        raceCode="42k"
        doneHref="/event/white-nights"
        accountHref="/account"
        storage={storage}
        clock={() => Date.parse("2026-05-01T09:05:00Z")}
      />
    </FakeApiProvider>,
  );
  mounted.push(m);
  await settle();
  return { container: m.container, team, calls };
}

const title = (container: HTMLElement) => container.querySelector("h1")?.textContent;
const stepNames = (container: HTMLElement) =>
  [...container.querySelectorAll(".steps__name")].map((step) => step.textContent);
const sentTo = (team: ReturnType<typeof fakeTeam>, procedure: string) =>
  team.sent.filter((call) => call.procedure === procedure).map((call) => call.input);

/** The radio of "Who pays?" by its visible name (its accessible name, by aria-labelledby). */
function payer(container: HTMLElement, name: string): HTMLInputElement {
  const found = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (radio) =>
      container.querySelector(`#${CSS.escape(radio.getAttribute("aria-labelledby") ?? "")}`)
        ?.textContent === name,
  );
  if (!found) throw new Error(`no choice "${name}"`);
  return found;
}

/** The error shown for a control: the text its aria-describedby names last. */
function errorOf(container: HTMLElement, control: HTMLElement): string | null | undefined {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  const last = ids.at(-1);
  return last ? container.querySelector(`#${CSS.escape(last)}`)?.textContent : null;
}

describe("who pays for a new team", () => {
  it("asks, each member by default, and sends the captain's choice as paidBy", async () => {
    const { container, team } = await open({ paidBy: null });
    expect(title(container)).toBe("Team");
    const legend = container.querySelector(".team-payer legend")?.textContent;
    expect(legend).toBe("Who pays?");
    expect(payer(container, "Each member pays their own share").checked).toBe(true);
    await click(payer(container, "I register and pay for the whole team"));
    await typeInto(labelled(container, "Team name"), "Strogino Pike");
    await click(button(container, "Create the team"));
    expect(sentTo(team, "create")).toEqual([
      {
        eventCode: "white-nights",
        raceCode: "42k",
        teamName: "Strogino Pike",
        relayPosition: 1,
        paidBy: "captain",
      },
    ]);
    // The captain of a team they pay for: the captain-pays journey, their own form next.
    expect(stepNames(container)).toEqual([
      "Team",
      "My form",
      "Participants",
      "Options",
      "My order",
      "Payment",
    ]);
    expect(container.textContent).toContain("you register and pay for the whole team");
    await click(button(container, "Continue"));
    expect(title(container)).toBe("My form");
  });

  it("keeps each member paying their own share when the captain leaves the default", async () => {
    const { container, team } = await open({ paidBy: null });
    await typeInto(labelled(container, "Team name"), "Strogino Pike");
    await click(button(container, "Create the team"));
    expect(sentTo(team, "create")).toEqual([
      {
        eventCode: "white-nights",
        raceCode: "42k",
        teamName: "Strogino Pike",
        relayPosition: 1,
        paidBy: "each",
      },
    ]);
    expect(stepNames(container)).toEqual([
      "Team",
      "Participant form",
      "Options",
      "My order",
      "Payment",
    ]);
  });

  it("does not ask, nor send paidBy, where the captain cannot pay for everyone", async () => {
    const { container, team } = await open({ paidBy: null, canCaptainPay: false });
    expect(container.querySelector(".team-payer")).toBeNull();
    await typeInto(labelled(container, "Team name"), "Strogino Pike");
    await click(button(container, "Create the team"));
    expect(defined(sentTo(team, "create")[0])).not.toHaveProperty("paidBy");
  });

  it("shows a member of a captain-paid team the roster only, and no form to go on to", async () => {
    const { container } = await open({ paidBy: "captain", isCaptain: false });
    expect(container.querySelector('[data-testid="your-place"]')?.textContent).toBe(
      "The captain of «Strogino Pike» registers and pays for the whole team: there is nothing for you to fill in or pay here.",
    );
    // Nothing to add for them: the captain does.
    expect(container.textContent).not.toContain("Add all team members to continue");
    expect(container.querySelector(".team-roster")).not.toBeNull();
    const buttons = [...container.querySelectorAll("button")].map((b) => b.textContent);
    expect(buttons).not.toContain("Continue");
    expect(buttons).not.toContain("Leave the team");
  });
});

describe("the participants step", () => {
  const oleg = {
    memberId: OLEG,
    firstName: "Oleg",
    lastName: "Plovtsov",
    relayPosition: 2,
    state: "joined" as const,
    email: "oleg@example.com",
  };

  it("blocks Continue while a stage lacks its member, saying what is missing", async () => {
    const { container } = await open({ paidBy: "captain", captainFilled: true }, "participants");
    expect(title(container)).toBe("Participants");
    const missing = defined(container.querySelector(".team-roster__missing"));
    expect(missing.textContent).toContain("Add all team members to continue");
    expect(missing.textContent).toContain("Stage 2: 1 more needed");
    const next = button(container, "Continue");
    expect(next.disabled).toBe(true);
    expect(next.getAttribute("aria-describedby")).toBe(missing.id);
  });

  it("adds a participant on a stage with room, and shows the server's field errors under their fields", async () => {
    const { container, team } = await open(
      { paidBy: "captain", captainFilled: true, others: [{ ...oleg, relayPosition: 1 }] },
      "participants",
    );
    await click(button(container, "Add a participant"));
    expect(container.querySelector("h2")?.textContent).toBe("New participant");
    const stage = labelled<HTMLSelectElement>(container, "The participant's stage");
    // Stage 1 has its two swimmers: only stage 2 has room.
    expect([...stage.options].map((o) => o.textContent)).toEqual(["Stage 2"]);
    // Nothing filled in: every required field says so, and nothing is sent.
    await click(button(container, "Save the form"));
    expect(errorOf(container, labelled(container, "E-mail"))).toBe("Enter your e-mail");
    expect(sentTo(team, "saveMember")).toEqual([]);
  });

  it("edits a member's form: field errors in place, then saved, Continue takes the team's order", async () => {
    let refusals = 1;
    const productsOf: string[] = [];
    const { container, team } = await open(
      { paidBy: "captain", captainFilled: true, others: [oleg] },
      "participants",
      {
        products: async (registrationId) => {
          productsOf.push(registrationId);
          return { ...testProducts, registrationId };
        },
      },
    );
    const save = defined(team.procedures["teams.saveMember"]);
    team.procedures["teams.saveMember"] = async (input) => {
      if (refusals-- > 0)
        throw new FakeAppError("VALIDATION_FAILED", 400, {
          email: "team.memberInOtherTeam",
          birthDate: "birthDate.required",
        });
      return save(input);
    };
    // Every stage has its member, but Oleg's form is not filled in yet.
    expect(container.querySelector(".team-roster__missing")?.textContent).toContain(
      "Oleg Plovtsov: the form is not filled in",
    );
    expect(button(container, "Continue").disabled).toBe(true);
    const edit = defined(container.querySelector('[aria-label="Edit the form of Oleg Plovtsov"]'));
    await click(edit);
    expect(container.querySelector("h2")?.textContent).toBe("Participant form: Oleg Plovtsov");
    expect(labelled(container, "E-mail").value).toBe("oleg@example.com");
    await click(button(container, "Save the form"));
    expect(errorOf(container, labelled(container, "E-mail"))).toBe(
      "This person is already in another team of this race",
    );
    expect(labelled(container, "E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(labelled(container, "Date of birth").getAttribute("aria-invalid")).toBe("true");

    await typeInto(labelled(container, "E-mail"), "oleg.p@example.com");
    await click(button(container, "Save the form"));
    expect(sentTo(team, "saveMember")).toHaveLength(1);
    expect(defined(sentTo(team, "saveMember")[0])).toMatchObject({
      teamRegistrationId: TEAM_ID,
      memberId: OLEG,
      relayPosition: 2,
      email: "oleg.p@example.com",
      firstName: "Oleg",
    });
    expect(container.textContent).toContain("Saved: Oleg Plovtsov");
    expect(container.querySelector(".team-roster__missing")).toBeNull();
    const next = button(container, "Continue");
    expect(next.disabled).toBe(false);
    await click(next);
    expect(sentTo(team, "saveOrder")).toEqual([{ teamRegistrationId: TEAM_ID }]);
    expect(title(container)).toBe("Options");
    // The options are the captain's own order's, the lead of the team's.
    expect(productsOf).toEqual([LEAD_ID]);
  });

  it("says a refusal of the order above the list, translated", async () => {
    const { container, team } = await open(
      { paidBy: "captain", captainFilled: true, others: [{ ...oleg, state: "formFilled" }] },
      "participants",
    );
    team.procedures["teams.saveOrder"] = async () => {
      throw new FakeAppError("SOLD_OUT", 409);
    };
    await click(button(container, "Continue"));
    const alert = container.querySelector('.team-participants [role="alert"]');
    expect(alert?.textContent).toBe(
      "Registration is not possible: the participant limit has been reached.",
    );
    // Above the stages, where the person looks first.
    const stages = defined(container.querySelector(".team-roster__stages"));
    expect(
      alert && alert.compareDocumentPosition(stages) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(title(container)).toBe("Participants");
  });

  it("keeps the roster as it is once the team's order is made, and Continue leads on", async () => {
    const { container, team } = await open(
      {
        paidBy: "captain",
        captainFilled: true,
        others: [{ ...oleg, state: "formFilled" }],
        ordered: true,
      },
      "participants",
    );
    expect(container.textContent).toContain("The team's order is made");
    const labels = [...container.querySelectorAll(".team-participants button")].map(
      (b) => b.textContent,
    );
    expect(labels).toEqual(["Back", "Continue"]);
    await click(button(container, "Continue"));
    expect(sentTo(team, "saveOrder")).toEqual([{ teamRegistrationId: TEAM_ID }]);
    expect(title(container)).toBe("Options");
  });

  it("removes a member only once confirmed, naming them", async () => {
    const { container, team } = await open(
      { paidBy: "captain", captainFilled: true, others: [{ ...oleg, state: "formFilled" }] },
      "participants",
    );
    await click(container.querySelector('[aria-label="Remove Oleg Plovtsov"]'));
    expect(sentTo(team, "removeMember")).toEqual([]);
    await click(button(container, "Yes, remove Oleg Plovtsov"));
    expect(sentTo(team, "removeMember")).toEqual([{ teamRegistrationId: TEAM_ID, memberId: OLEG }]);
    expect(container.textContent).toContain("Stage 2: 1 more needed");
    // The captain is never offered their own removal.
    expect(container.querySelector('[aria-label="Remove Anna Petrova"]')).toBeNull();
  });
});

describe("the captain's own form", () => {
  it("opens with the account's data and is stored on the roster under the captain's stage", async () => {
    const { container, team } = await open({ paidBy: "captain" });
    await click(button(container, "Continue"));
    expect(title(container)).toBe("My form");
    expect(labelled(container, "E-mail").value).toBe("anna@example.com");
    for (const text of [
      "I accept the terms of participation",
      "I accept the event rules",
      "I have a medical certificate allowing me to take part",
      "I agree to receive the payment receipt by e-mail",
    ])
      await click(labelled(container, text));
    await typeInto(labelled<HTMLSelectElement>(container, "Start packet"), "M");
    await click(button(container, "Continue"));
    expect(defined(sentTo(team, "saveMember")[0])).toMatchObject({
      teamRegistrationId: TEAM_ID,
      memberId: "5b0e9a3c-7d21-4f6e-8a40-000000000001",
      relayPosition: 1,
      lastName: "Petrova",
    });
    expect(title(container)).toBe("Participants");
  });
});
