// @vitest-environment happy-dom
import { defined, type RaceForm, type UploadedImage } from "@reg/domain";
import { afterEach, describe, expect, it } from "vitest";
import { prefilledForm, testInit } from "../testing/fake-registration";
import { act } from "react";
import { button, click, labelled, mount, settle, typeInto, type Mounted } from "../testing/mount";
import { ParticipantForm } from "./participant-form";
import { birthDateDisplay } from "./birth-date-text";
import { participantValuesFromServer } from "./participant-values";

let mounted: Mounted | null = null;
afterEach(() => mounted?.unmount());

const finishTimeQuestion = {
  id: "finishTime",
  text: "Expected finish time",
  required: true,
  choices: null,
};

function render(
  onSubmit: () => Promise<void>,
  locale: "ru" | "en" = "en",
  form: RaceForm = testInit.form,
  uploadPhoto?: (file: File) => Promise<UploadedImage>,
) {
  const values = participantValuesFromServer(prefilledForm.participant, null);
  mounted = mount(
    <ParticipantForm
      formId="p"
      initialValues={{
        ...values,
        startPacket: "M",
        agreeTerms: true,
        agreeRules: true,
        agreeMedical: true,
        receiptConsent: true,
        answers: form.questions.length > 0 ? { finishTime: "3:45" } : values.answers,
      }}
      form={form}
      choices={{ clubs: [], occupations: [], termsUrl: null, rulesUrl: null }}
      onSubmit={onSubmit}
      onBack={null}
      {...(uploadPhoto ? { uploadPhoto } : {})}
    />,
    locale,
  );
  return mounted.container;
}

describe("the participant form", () => {
  it("puts the server's field errors under their fields", async () => {
    const container = render(async () => {
      throw Object.assign(new Error("bad"), {
        data: {
          appCode: "VALIDATION_FAILED",
          httpStatus: 400,
          fields: { email: "email.cyrillic", postcode: "postcode.invalid" },
        },
      });
    });
    await click(button(container, "Continue"));
    const email = labelled(container, "E-mail");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(
      container.querySelector(`#${CSS.escape(defined(email.getAttribute("aria-describedby")))}`)
        ?.textContent,
    ).toBe("E-mail addresses with Cyrillic characters are not supported");
    expect(container.textContent).toContain("Enter a valid postal code");
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      "Please check the highlighted fields.",
    );
  });

  it("puts the server's error on an organizer's question under that question", async () => {
    const container = render(
      async () => {
        throw Object.assign(new Error("bad"), {
          data: {
            appCode: "VALIDATION_FAILED",
            httpStatus: 400,
            fields: { "answers.finishTime": "field.invalid" },
          },
        });
      },
      "en",
      { ...testInit.form, questions: [finishTimeQuestion] },
    );
    await click(button(container, "Continue"));
    const answer = labelled(container, "Expected finish time");
    expect(answer.getAttribute("aria-invalid")).toBe("true");
    expect(
      container.querySelector(`#${CSS.escape(defined(answer.getAttribute("aria-describedby")))}`)
        ?.textContent,
    ).toBe("Invalid value");
  });

  it("offers the race's document types and masks the number by the chosen type", async () => {
    const container = render(async () => undefined, "ru");
    const type = labelled<HTMLSelectElement>(container, "Документ, удостоверяющий личность");
    expect([...type.options].map((o) => o.value)).toEqual(["", "21", "07", "10"]);
    await typeInto(type, "10");
    expect(labelled(container, "Номер документа").placeholder).toBe("Серия и номер");
    expect(labelled(container, "Номер документа").maxLength).toBe(25);
    await typeInto(type, "21");
    expect(labelled(container, "Номер документа").placeholder).toBe("00 00 000000");
  });

  it("says which originals to bring when the document is not given", async () => {
    const container = render(async () => undefined);
    expect(container.querySelector(".notice--info")?.textContent).toContain("identity document");
    await typeInto(labelled<HTMLSelectElement>(container, "Identity document"), "10");
    await typeInto(labelled(container, "Document number"), "AB123456");
    expect(container.querySelector(".notice--info")?.textContent).not.toContain(
      "identity document",
    );
  });

  it("counts the medical certificate as provided once its photo or scan is uploaded", async () => {
    const uploaded: string[] = [];
    const container = render(
      async () => undefined,
      "en",
      testInit.form,
      async (file) => {
        uploaded.push(file.name);
        return { imageId: "img-1", url: "/images/img-1", contentType: "image/jpeg", sizeBytes: 4 };
      },
    );
    const notice = () => container.querySelector(".notice--info")?.textContent ?? "";
    expect(notice()).toContain("medical certificate");
    // The picker is named by aria-labelledby (its visible label is the "Choose a picture" button).
    const heading = [...container.querySelectorAll(".field__label")].find(
      (label) => label.textContent === "Medical certificate (photo or scan)",
    );
    const picker = defined(
      container.querySelector<HTMLInputElement>(`[aria-labelledby="${defined(heading).id}"]`),
    );
    const scan = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "certificate.jpg", {
      type: "image/jpeg",
    });
    Object.defineProperty(picker, "files", { value: [scan] });
    await act(async () => {
      picker.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
    expect(uploaded).toEqual(["certificate.jpg"]);
    expect(notice()).not.toContain("medical certificate");
  });

  it("names special categories and yes/no answers in the interface's language", async () => {
    const container = render(async () => undefined, "ru", {
      ...testInit.form,
      specialCategories: ["veteran", "disability"],
      questions: [
        finishTimeQuestion,
        {
          id: "firstMarathon",
          text: "Это ваш первый марафон?",
          required: false,
          choices: ["yes", "no"],
        },
      ],
    });
    const labels = (name: string) =>
      [...(container.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.options ?? [])]
        .filter((o) => o.value !== "")
        .map((o) => o.textContent);
    expect(labels("specialCategory")).toEqual(["Ветеран", "Человек с инвалидностью"]);
    expect(labels("answers.firstMarathon")).toEqual(["Да", "Нет"]);
    expect(labels("startPacket")).toEqual(["S", "M", "L"]);
  });

  it("asks to choose a document type, not 'no code selected'", async () => {
    const container = render(async () => undefined, "en", {
      ...testInit.form,
      requireDocument: true,
    });
    await click(button(container, "Continue"));
    const type = labelled<HTMLSelectElement>(container, "Identity document");
    expect(type.getAttribute("aria-invalid")).toBe("true");
    expect(
      container.querySelector(`#${CSS.escape(type.getAttribute("aria-describedby") ?? "")}`)
        ?.textContent,
    ).toBe("Choose a document type");
  });

  it("shows and takes the birth date in the interface's format", async () => {
    const en = render(async () => undefined, "en");
    const birth = labelled(en, "Date of birth");
    expect(birth.value).toBe(
      birthDateDisplay(
        participantValuesFromServer(prefilledForm.participant, null).birthDate,
        "en",
      ),
    );
    expect(birth.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(birth.placeholder).toBe("MM/DD/YYYY");
    expect(en.textContent).toContain("For example, 05/17/1990");
    mounted?.unmount();
    const ru = render(async () => undefined, "ru");
    expect(labelled(ru, "Дата рождения").value).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  it("greys the club out once 'no club' is ticked", async () => {
    const container = render(async () => undefined);
    expect(labelled(container, "Running club").disabled).toBe(true);
    await click(labelled(container, "I am not in a club"));
    expect(labelled(container, "Running club").disabled).toBe(false);
  });
});
