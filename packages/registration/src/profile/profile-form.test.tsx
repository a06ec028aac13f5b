// @vitest-environment happy-dom
import type { ProfileInput } from "@reg/domain";
import { afterEach, describe, expect, it } from "vitest";
import { button, click, labelled, mount, settle, typeInto, type Mounted } from "../testing/mount";
import { ProfileForm, type ProfileFormValues } from "./profile-form";

let mounted: Mounted | null = null;
afterEach(() => mounted?.unmount());

const EMPTY: ProfileFormValues = {
  firstName: "Vera",
  lastName: "Orlova",
  patronymic: "",
  birthDate: "",
  gender: "",
  phone: "",
  country: "",
  region: "",
  city: "",
  street: "",
  building: "",
  apartment: "",
  postcode: "",
  documentType: "",
  documentNumber: "",
};

function render(
  onSubmit: (input: ProfileInput) => Promise<void>,
  initialValues = EMPTY,
  locale: "ru" | "en" = "en",
) {
  mounted = mount(<ProfileForm initialValues={initialValues} onSubmit={onSubmit} />, locale);
  return mounted.container;
}

describe("the profile form", () => {
  it("saves the person's details with labelled fields; empty ones stay empty", async () => {
    const sent: ProfileInput[] = [];
    const container = render(async (input) => {
      sent.push(input);
    });
    await typeInto(labelled(container, "City or town"), "Kazan");
    await typeInto(labelled(container, "Postal code"), "420111");
    await click(button(container, "Save the profile"));
    await settle();
    expect(sent).toEqual([{ ...EMPTY, city: "Kazan", postcode: "420111" }]);
  });

  it("checks fields by the domain's rules before sending, and focuses the first bad one", async () => {
    const sent: ProfileInput[] = [];
    const container = render(async (input) => {
      sent.push(input);
    });
    await typeInto(labelled(container, "Postal code"), "abc");
    await typeInto(labelled(container, "Last name"), "");
    await click(button(container, "Save the profile"));
    await settle();
    expect(sent).toEqual([]);
    const lastName = labelled(container, "Last name");
    expect(lastName.getAttribute("aria-invalid")).toBe("true");
    expect(labelled(container, "Postal code").getAttribute("aria-invalid")).toBe("true");
    expect(container.textContent).toContain("Enter a valid postal code");
    expect(document.activeElement).toBe(lastName);
  });

  it("shows the server's refusal (the rate limit) above the button, translated", async () => {
    const container = render(async () => {
      throw Object.assign(new Error("bad"), {
        data: { appCode: "TOO_MANY_ATTEMPTS", httpStatus: 429 },
      });
    });
    await click(button(container, "Save the profile"));
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/too many/i);
  });
});
