import { describe, expect, it, vi } from "vitest";
import { showServerErrors } from "./server-errors";

const failure = (appCode: string, fields?: Record<string, string>) => ({
  data: { appCode, httpStatus: 400, fields },
});

function helpers() {
  return { setErrors: vi.fn(), setStatus: vi.fn() };
}

describe("showServerErrors", () => {
  it("puts per-field message ids under their fields and the summary above the button", () => {
    const h = helpers();
    showServerErrors(failure("VALIDATION_FAILED", { email: "email.invalid" }), h);
    expect(h.setErrors).toHaveBeenCalledWith({ email: "email.invalid" });
    expect(h.setStatus).toHaveBeenCalledWith({ formError: "VALIDATION_FAILED" });
  });

  it("puts a nested field's message id (an organizer's question) in Formik's nested shape", () => {
    const h = helpers();
    showServerErrors(
      failure("VALIDATION_FAILED", {
        "answers.finishTime": "field.invalid",
        email: "email.invalid",
      }),
      h,
    );
    expect(h.setErrors).toHaveBeenCalledWith({
      answers: { finishTime: "field.invalid" },
      email: "email.invalid",
    });
  });

  it("places a code that is about one field under that field only", () => {
    const h = helpers();
    showServerErrors(failure("EMAIL_TAKEN"), h, { EMAIL_TAKEN: "email" });
    expect(h.setErrors).toHaveBeenCalledWith({ email: "EMAIL_TAKEN" });
    expect(h.setStatus).toHaveBeenCalledWith({ formError: null });
  });

  it("shows a form-wide failure above the button", () => {
    const h = helpers();
    showServerErrors(failure("INVALID_CREDENTIALS"), h);
    expect(h.setErrors).toHaveBeenCalledWith({});
    expect(h.setStatus).toHaveBeenCalledWith({ formError: "INVALID_CREDENTIALS" });
  });

  it("reads a call that never reached the server as unavailable", () => {
    const h = helpers();
    showServerErrors(new TypeError("fetch failed"), h);
    expect(h.setStatus).toHaveBeenCalledWith({ formError: "UPSTREAM_UNAVAILABLE" });
  });
});
