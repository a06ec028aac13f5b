import { describe, expect, it } from "vitest";
import { originalsNeededAtPickup } from "./pickup-documents";

describe("originalsNeededAtPickup", () => {
  it("lists every document not provided online, in a fixed order", () => {
    expect(
      originalsNeededAtPickup({
        medicalCertificate: true,
        insurancePolicy: true,
        identityDocument: true,
      }),
    ).toEqual([]);
    expect(
      originalsNeededAtPickup({
        medicalCertificate: false,
        insurancePolicy: true,
        identityDocument: false,
      }),
    ).toEqual(["medicalCertificate", "identityDocument"]);
    expect(
      originalsNeededAtPickup({
        medicalCertificate: false,
        insurancePolicy: false,
        identityDocument: false,
      }),
    ).toEqual(["medicalCertificate", "insurancePolicy", "identityDocument"]);
  });
});
