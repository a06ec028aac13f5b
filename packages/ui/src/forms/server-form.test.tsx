// @vitest-environment happy-dom
import { fieldRules } from "@reg/domain";
import { afterEach, describe, expect, it } from "vitest";
import { button, click, mount, settle, typeInto, type Mounted } from "../testing/mount";
import { ServerForm, SubmitButton, TextField, yupFormSchema } from "./index";

let mounted: Mounted | null = null;
afterEach(() => mounted?.unmount());

const schema = yupFormSchema({ email: fieldRules.email });
const failure = (appCode: string, fields?: Record<string, string>) => ({
  data: { appCode, httpStatus: 400, fields },
});

/** An e-mail form whose server answers each submit with the next of `answers` (undefined: ok). */
function EmailForm(props: {
  answers: (object | undefined)[];
  onServerError?: (error: unknown) => boolean;
  sent?: string[];
}) {
  return (
    <ServerForm<{ email: string }>
      initialValues={{ email: "anna@example.com" }}
      validationSchema={schema}
      codeFields={{ EMAIL_TAKEN: "email" }}
      onServerError={props.onServerError}
      onSubmit={async (values) => {
        props.sent?.push(values.email);
        const answer = props.answers.shift();
        if (answer) throw answer;
      }}
    >
      <TextField name="email" type="email" label="E-mail" />
      <SubmitButton>Send</SubmitButton>
    </ServerForm>
  );
}

async function submit(container: HTMLElement) {
  await click(button(container, "Send"));
  await settle();
}

const alertOf = (container: HTMLElement) => container.querySelector('[role="alert"]');
const emailInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[name="email"]');

describe("ServerForm", () => {
  it("sends the values and shows a failure of no field above the fields, cleared at the next submit", async () => {
    const sent: string[] = [];
    mounted = mount(
      <EmailForm answers={[failure("INVALID_CREDENTIALS"), undefined]} sent={sent} />,
    );
    const { container } = mounted;
    await submit(container);
    expect(sent).toEqual(["anna@example.com"]);
    expect(alertOf(container)?.textContent).toBeTruthy();
    await submit(container);
    expect(sent).toHaveLength(2);
    expect(alertOf(container)).toBeNull();
  });

  it("puts a per-field failure and a code about one field under that field", async () => {
    mounted = mount(<EmailForm answers={[failure("EMAIL_TAKEN")]} />);
    const { container } = mounted;
    await submit(container);
    expect(emailInput(container)?.getAttribute("aria-invalid")).toBe("true");
    expect(container.textContent).toContain("An account with this e-mail already exists");
    expect(alertOf(container)).toBeNull();
  });

  it("leaves a failure the page takes to the page", async () => {
    const taken: unknown[] = [];
    const answer = failure("INVALID_CREDENTIALS");
    mounted = mount(
      <EmailForm answers={[answer]} onServerError={(error) => taken.push(error) > 0} />,
    );
    await submit(mounted.container);
    expect(taken).toEqual([answer]);
    expect(alertOf(mounted.container)).toBeNull();
  });

  it("does not send what fails the form's own rules", async () => {
    const sent: string[] = [];
    mounted = mount(<EmailForm answers={[]} sent={sent} />);
    const input = emailInput(mounted.container);
    if (!input) throw new Error("no e-mail field");
    await typeInto(input, "not an address");
    await submit(mounted.container);
    expect(sent).toEqual([]);
  });
});
