import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues } from "../fields/zod-field-errors";
import { profileInputSchema, resetPasswordInputSchema, type ProfileInput } from "./account";

const names: ProfileInput = { firstName: "Vera", lastName: "Orlova" };
const errorsOf = (input: unknown) => {
  const parsed = profileInputSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
};

describe("the profile input", () => {
  it("needs only the names; empty optional fields pass", () => {
    expect(errorsOf(names)).toEqual({});
    expect(
      errorsOf({ ...names, city: "", documentType: "", documentNumber: "", gender: "" }),
    ).toEqual({});
    expect(errorsOf({ firstName: "", lastName: "Orlova" })).toEqual({
      firstName: "field.required",
    });
  });

  it("checks filled fields with the participant form's rules, a document number against its type", () => {
    expect(errorsOf({ ...names, postcode: "abc", birthDate: "1990-02-31" })).toMatchObject({
      postcode: "postcode.invalid",
      birthDate: "birthDate.invalid",
    });
    expect(errorsOf({ ...names, documentNumber: "4506123456" })).toEqual({
      documentType: "field.required",
    });
    expect(errorsOf({ ...names, documentType: "21", documentNumber: "12" })).toEqual({
      documentNumber: "document.invalid",
    });
    expect(errorsOf({ ...names, documentType: "21", documentNumber: "45 06 123456" })).toEqual({});
  });

  it("takes no field naming whose profile it is", () => {
    expect(profileInputSchema.safeParse({ ...names, id: "someone" }).success).toBe(false);
    expect(profileInputSchema.safeParse({ ...names, email: "b@example.com" }).success).toBe(false);
    expect(
      resetPasswordInputSchema.safeParse({
        token: "A".repeat(43),
        password: "long-enough-1",
        email: "b@example.com",
      }).success,
    ).toBe(false);
    expect(
      resetPasswordInputSchema.safeParse({ token: "A".repeat(43), password: "long-enough-1" })
        .success,
    ).toBe(true);
  });
});
