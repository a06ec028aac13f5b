// @vitest-environment happy-dom
import { TRPCProvider } from "@reg/api";
import { createFakeTrpcClient } from "@reg/api/testing";
import type { FamilyGroup, FamilyMember, Locale } from "@reg/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { button, click, labelled, mount, settle, typeInto, type Mounted } from "../testing/mount";
import type { ChosenPerson } from "./chosen-person";
import { FamilyGroupPanel } from "./family-group-panel";
import { WhoIsTakingPart } from "./who-is-taking-part";

/*
 * "Who is this to you?" wherever a relative joins the family group (decision 0042): the wizard's
 * chooser (a person found by e-mail and kept, or a new account) and the account's family panel,
 * where the owner also changes it. Required, labelled, translated; sent as the domain's value.
 */

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const RACE = { eventCode: "white-nights", raceCode: "42k" };

const MASHA: FamilyMember = {
  memberId: "0b5d7a52-3c1e-4a8f-9d2b-6e7f8a9b0c1d",
  email: "masha@example.test",
  displayName: "Masha Ivanova",
  managed: true,
  birthDate: "2015-06-01",
  gender: "female",
  relation: "child",
};

const FOUND = {
  found: true,
  maskedName: "Pavel I.",
  isSelf: false,
  inFamily: false,
  alreadyRegistered: false,
} as const;

type Answers = Record<string, (input: unknown) => Promise<unknown>>;

function Api(props: {
  answers: Answers;
  calls: { path: string; input: unknown }[];
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [client] = useState(() =>
    createFakeTrpcClient(async (path, input) => {
      props.calls.push({ path, input });
      const answer = props.answers[path];
      if (!answer) throw new Error(`unexpected call ${path}`);
      return answer(input);
    }),
  );
  return (
    <TRPCProvider trpcClient={client} queryClient={queryClient}>
      {props.children}
    </TRPCProvider>
  );
}

async function render(element: ReactNode, answers: Answers, locale: Locale = "en") {
  const calls: { path: string; input: unknown }[] = [];
  mounted = mount(
    <Api answers={answers} calls={calls}>
      {element}
    </Api>,
    locale,
  );
  await settle();
  return { container: mounted.container, calls };
}

const sent = (calls: { path: string; input: unknown }[], path: string) =>
  calls.filter((c) => c.path === path).map((c) => c.input);

function optionsOf(select: HTMLSelectElement): [string, string][] {
  return [...select.options].map((o) => [o.value, o.textContent ?? ""]);
}

async function findByEmail(container: HTMLElement, email: string) {
  await typeInto(labelled(container, "Their e-mail"), email);
  await click(button(container, "Find"));
  await settle();
}

describe("the wizard's chooser asks who a kept relative is", () => {
  function chooser(answers: Answers) {
    const chosen: (ChosenPerson | null)[] = [];
    return {
      chosen,
      view: <WhoIsTakingPart race={RACE} chosen={null} onChoose={(p) => chosen.push(p)} />,
      answers: { "family.list": async () => ({ members: [] }), ...answers },
    };
  }

  it("found by e-mail and kept: the relation is required, then sent with the addition", async () => {
    const { chosen, view, answers } = chooser({
      "family.findFriend": async () => FOUND,
      "family.add": async (input) => ({
        members: [
          { ...MASHA, displayName: "Pavel I.", relation: (input as { relation: string }).relation },
        ],
      }),
    });
    const { container, calls } = await render(view, answers);
    await click(labelled(container, "Someone else"));
    await findByEmail(container, "pavel@example.test");
    expect(container.textContent).toContain("Found: Pavel I.");
    // Not kept: no question, they are registered as a friend.
    expect(container.textContent).not.toContain("Who is this to you?");
    await click(
      [...container.querySelectorAll("label")]
        .find((l) => l.textContent?.trim() === "A relative: keep them in my family for next time")
        ?.querySelector("input"),
    );
    const relation = labelled<HTMLSelectElement>(container, "Who is this to you?");
    expect(relation.required).toBe(true);
    expect(optionsOf(relation)).toEqual([
      ["", "Not selected"],
      ["child", "Child"],
      ["spouse", "Spouse"],
      ["parent", "Parent"],
      ["sibling", "Brother or sister"],
      ["other", "Other relative or friend"],
    ]);

    await click(button(container, "Register Pavel I."));
    expect(sent(calls, "family.add")).toEqual([]);
    expect(chosen).toEqual([]);
    expect(relation.getAttribute("aria-invalid")).toBe("true");
    const error = container.querySelector(
      `#${CSS.escape(relation.getAttribute("aria-describedby") ?? "")}`,
    );
    expect(error?.textContent).toBe("Choose who this person is to you");
    expect(document.activeElement).toBe(relation);

    await typeInto(relation, "sibling");
    expect(relation.getAttribute("aria-invalid")).toBeNull();
    await click(button(container, "Register Pavel I."));
    expect(sent(calls, "family.add")).toEqual([
      { email: "pavel@example.test", relation: "sibling" },
    ]);
    expect(chosen).toEqual([{ email: "pavel@example.test", name: "Pavel I.", kind: "relative" }]);
  });

  it("found and not kept: registered as a friend, nothing added, no relation asked", async () => {
    const { chosen, view, answers } = chooser({ "family.findFriend": async () => FOUND });
    const { container, calls } = await render(view, answers);
    await click(labelled(container, "Someone else"));
    await findByEmail(container, "pavel@example.test");
    await click(button(container, "Register Pavel I."));
    expect(sent(calls, "family.add")).toEqual([]);
    expect(chosen).toEqual([{ email: "pavel@example.test", name: "Pavel I.", kind: "friend" }]);
  });

  it("a new account: the form asks who they are, refuses none, and creates them with it", async () => {
    const { chosen, view, answers } = chooser({
      "family.findFriend": async () => ({ found: false }),
      "family.createRelative": async () => ({ members: [MASHA] }),
    });
    const { container, calls } = await render(view, answers);
    await click(labelled(container, "Someone else"));
    await findByEmail(container, "masha@example.test");
    const form = container.querySelector<HTMLFormElement>(
      'form[aria-label="A relative\'s account"]',
    );
    if (!form) throw new Error("no relative's account form");
    await typeInto(labelled(form, "Last name"), "Ivanova");
    await typeInto(labelled(form, "First name"), "Masha");
    await typeInto(labelled(form, "Date of birth"), "06/01/2015");
    await typeInto(labelled<HTMLSelectElement>(form, "Gender"), "female");
    await click(button(form, "Create and continue"));
    await settle();
    expect(sent(calls, "family.createRelative")).toEqual([]);
    const relation = labelled<HTMLSelectElement>(form, "Who is this to you?");
    expect(relation.getAttribute("aria-invalid")).toBe("true");
    expect(form.textContent).toContain("Choose who this person is to you");

    await typeInto(relation, "child");
    await click(button(form, "Create and continue"));
    await settle();
    expect(sent(calls, "family.createRelative")).toEqual([
      {
        email: "masha@example.test",
        relation: "child",
        lastName: "Ivanova",
        firstName: "Masha",
        birthDate: "2015-06-01",
        gender: "female",
        language: "en",
      },
    ]);
    expect(chosen.at(-1)).toMatchObject({ email: "masha@example.test", kind: "relative" });
  });
});

describe("the account's family panel", () => {
  it("shows who each member is and lets the owner change it", async () => {
    let group: FamilyGroup = { members: [MASHA] };
    const { container, calls } = await render(<FamilyGroupPanel />, {
      "family.list": async () => group,
      "family.setRelation": async (input) => {
        const { relation } = input as { relation: FamilyMember["relation"] };
        group = { members: [{ ...MASHA, relation }] };
        return group;
      },
    });
    const select = container.querySelector<HTMLSelectElement>(
      'select[aria-label="Who is Masha Ivanova to you?"]',
    );
    if (!select) throw new Error("no relation select on the member");
    expect(select.value).toBe("child");
    await typeInto(select, "other");
    await settle();
    expect(sent(calls, "family.setRelation")).toEqual([
      { memberId: MASHA.memberId, relation: "other" },
    ]);
    expect(select.value).toBe("other");
  });

  it("adds someone found by e-mail only once the owner says who they are", async () => {
    const { container, calls } = await render(<FamilyGroupPanel />, {
      "family.list": async () => ({ members: [] }),
      "family.findFriend": async () => FOUND,
      "family.add": async () => ({
        members: [{ ...MASHA, displayName: "Pavel I.", managed: false, relation: "parent" }],
      }),
    });
    await click(button(container, "Add a relative"));
    await findByEmail(container, "pavel@example.test");
    await click(button(container, "Add to my family"));
    expect(sent(calls, "family.add")).toEqual([]);
    expect(container.textContent).toContain("Choose who this person is to you");
    await typeInto(labelled<HTMLSelectElement>(container, "Who is this to you?"), "parent");
    await click(button(container, "Add to my family"));
    expect(sent(calls, "family.add")).toEqual([
      { email: "pavel@example.test", relation: "parent" },
    ]);
    expect(container.querySelector("li")?.textContent).toContain("Pavel I.");
  });

  it("asks and names the relations in Russian", async () => {
    const { container } = await render(
      <FamilyGroupPanel />,
      { "family.list": async () => ({ members: [MASHA] }) },
      "ru",
    );
    const select = container.querySelector<HTMLSelectElement>(
      'select[aria-label="Кем вам приходится Masha Ivanova?"]',
    );
    if (!select) throw new Error("no relation select on the member");
    expect(optionsOf(select).map(([, label]) => label)).toEqual([
      "Ребёнок",
      "Супруг (супруга)",
      "Родитель",
      "Брат или сестра",
      "Другой родственник или друг",
    ]);
  });
});
