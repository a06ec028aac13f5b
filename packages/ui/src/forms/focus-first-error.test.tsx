// @vitest-environment happy-dom
import { fieldRules } from "@reg/domain";
import { Form, Formik } from "formik";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { button, click, mount, settle, typeInto, type Mounted } from "../testing/mount";
import { FocusFirstError, SubmitButton, TextField, yupFormSchema } from "./index";

let mounted: Mounted | null = null;
afterEach(() => mounted?.unmount());

const schema = yupFormSchema({ firstName: fieldRules.firstName, lastName: fieldRules.lastName });

/** The sign-up form's shape: two names side by side, then the submit button. */
function NamesForm(props: { failWith?: Record<string, string> }) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik
      initialValues={{ firstName: "", lastName: "Ivanova" }}
      validationSchema={schema}
      onSubmit={async (_values, helpers) => {
        if (props.failWith) helpers.setErrors(props.failWith);
      }}
    >
      <Form className="form" noValidate ref={formRef}>
        <FocusFirstError formRef={formRef} />
        <div className="form__row form__row--split">
          <TextField name="firstName" label="First name" />
          <TextField name="lastName" label="Last name" />
        </div>
        <SubmitButton>Create an account</SubmitButton>
      </Form>
    </Formik>
  );
}

describe("a failed submit (issue 12 item 14)", () => {
  it("moves the focus to the first field to fix, not the button", async () => {
    mounted = mount(<NamesForm />);
    const submit = button(mounted.container, "Create an account");
    submit.focus();
    await click(submit);
    await settle();
    const first = mounted.container.querySelector<HTMLInputElement>('input[name="firstName"]');
    expect(first?.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(first);
  });

  it("moves it to a field the server refused too", async () => {
    mounted = mount(<NamesForm failWith={{ lastName: "field.lettersOnly" }} />);
    const container = mounted.container;
    const first = container.querySelector<HTMLInputElement>('input[name="firstName"]');
    if (!first) throw new Error("no first name");
    first.focus();
    await typeInto(first, "Anna");
    const submit = button(container, "Create an account");
    submit.focus();
    await click(submit);
    await settle();
    expect(document.activeElement).toBe(container.querySelector('input[name="lastName"]'));
  });

  it("keeps side-by-side fields top-aligned, so a wrapped error does not move the neighbour", () => {
    const css = readFileSync(resolve(process.cwd(), "src/styles/controls.css"), "utf8");
    expect(css).toMatch(/\.form__row--split\s*\{[^}]*align-items:\s*start/);
    expect(css).toMatch(/\n\.field\s*\{[^}]*align-content:\s*start/);
  });
});
