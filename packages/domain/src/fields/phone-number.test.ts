import { describe, expect, it } from "vitest";
import { phoneNumberProblem } from "./phone-number";

describe("phoneNumberProblem", () => {
  it("leaves an empty field to the field rule and checks a number against its country's plan", () => {
    expect(phoneNumberProblem("")).toBeNull();
    expect(phoneNumberProblem("+7 916 123 45 67")).toBeNull();
    expect(phoneNumberProblem("8 916 123 45 67")).toBeNull();
    expect(phoneNumberProblem("+44 20 7946 0958")).toBeNull();
    expect(phoneNumberProblem("+7 000 000 00 00")).toBe("phone.invalid");
    expect(phoneNumberProblem("+1 000 000 0000")).toBe("phone.invalid");
  });
});
