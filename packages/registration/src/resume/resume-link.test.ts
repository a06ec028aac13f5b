import { describe, expect, it } from "vitest";
import { validateRegisterSearch } from "../route/register-route";
import { resumeSearch } from "./resume-link";

describe("the way back into a registration", () => {
  const id = "0b6c1f3e-8a7d-4e2b-9c1a-5f4d3e2b1a09";

  it("opens the payment step for an order awaiting payment, the wizard's own pick for a draft", () => {
    expect(resumeSearch({ kind: "pay" })).toEqual({ step: "payment" });
    expect(resumeSearch({ kind: "continue" })).toEqual({});
  });

  it("pays an expired order again by its own id, which the register route keeps", () => {
    const search = resumeSearch({ kind: "repeatPayment", registrationId: id });
    expect(search).toEqual({ step: "payment", registrationId: id });
    expect(validateRegisterSearch({ ...search })).toEqual(search);
  });
});
