import { Formik } from "formik";
import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/render";
import { TextField } from "./text-field";

function field(error: string | undefined, touched: boolean, hint?: string) {
  return (
    <Formik
      initialValues={{ email: "x" }}
      initialErrors={error ? { email: error } : {}}
      initialTouched={{ email: touched }}
      onSubmit={() => undefined}
    >
      <TextField name="email" type="email" label="E-mail" hint={hint} />
    </Formik>
  );
}

const attr = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe("TextField", () => {
  it("ties the label to the input", () => {
    const html = renderHtml(field(undefined, false), "ru");
    expect(attr(html, "for")).toBe(attr(html, "id"));
  });

  it("shows a touched field's message id as translated text, described by the input", () => {
    const html = renderHtml(field("email.cyrillic", true), "ru");
    expect(html).toContain("Адреса электронной почты с кириллицей не поддерживаются");
    expect(html).toContain('aria-invalid="true"');
    const errorId = /<p class="field__error" id="([^"]+)"/.exec(html)?.[1];
    expect(errorId).toBeTruthy();
    expect(attr(html, "aria-describedby")).toBe(errorId);
  });

  it("describes the input by its hint and its error together", () => {
    const html = renderHtml(field("field.required", true, "Hint"), "en");
    const describedBy = attr(html, "aria-describedby")?.split(" ") ?? [];
    expect(describedBy).toHaveLength(2);
    for (const id of describedBy) expect(html).toContain(`id="${id}"`);
    expect(html).toContain("This field is required");
  });

  it("keeps an error quiet until the field is touched", () => {
    const html = renderHtml(field("field.required", false), "en");
    expect(html).not.toContain("field__error");
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
  });

  it("puts an error code placed on a field into words, and an unknown id as 'Invalid value'", () => {
    expect(renderHtml(field("EMAIL_TAKEN", true), "en")).toContain(
      "An account with this e-mail already exists",
    );
    expect(renderHtml(field("made.up", true), "en")).toContain("Invalid value");
  });
});
