import { z } from "zod";

/**
 * The identifiers a tax certificate carries (decision 0033): INN of 10 digits (an organization) or
 * 12 digits (a person, a sole trader among them), OGRN (13 digits, an organization), OGRNIP (15
 * digits, a sole trader) and KPP (9 characters, an organization's registration reason). Each is
 * checked as written: digits only, no spaces; a caller trims what a person typed (the schemas do).
 */

const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN_12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN_12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

const digitsOf = (value: string): number[] => [...value].map(Number);

/** Σ digit × weight, mod 11, mod 10: the INN check digit (a remainder of 10 gives 0). */
function innCheckDigit(digits: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += weight * (digits[i] ?? 0);
  });
  return (sum % 11) % 10;
}

/**
 * The first two digits are the code of the region whose tax office gave the number (01–99): "00"
 * never starts a real INN, though "0000000000" passes the checksum.
 */
const hasRegionCode = (value: string): boolean => !value.startsWith("00");

/** An organization's INN: 10 digits, the tenth the check digit over the first nine. */
export function isValidLegalEntityInn(value: string): boolean {
  if (!/^\d{10}$/.test(value) || !hasRegionCode(value)) return false;
  const digits = digitsOf(value);
  return innCheckDigit(digits, INN_10_WEIGHTS) === digits[9];
}

/** A person's INN (a sole trader's too): 12 digits, the eleventh and twelfth check digits. */
export function isValidPersonInn(value: string): boolean {
  if (!/^\d{12}$/.test(value) || !hasRegionCode(value)) return false;
  const digits = digitsOf(value);
  return (
    innCheckDigit(digits, INN_12_WEIGHTS_11) === digits[10] &&
    innCheckDigit(digits, INN_12_WEIGHTS_12) === digits[11]
  );
}

export type InnKind = "legalEntity" | "person";

/** Which kind of INN the value is, or null when it is neither (wrong length or check digit). */
export function innKind(value: string): InnKind | null {
  if (isValidLegalEntityInn(value)) return "legalEntity";
  if (isValidPersonInn(value)) return "person";
  return null;
}

export function isValidInn(value: string): boolean {
  return innKind(value) !== null;
}

/** `prefix` read as a decimal number, modulo `modulus`, digit by digit (no BigInt needed). */
function decimalModulo(prefix: string, modulus: number): number {
  let remainder = 0;
  for (const digit of prefix) remainder = (remainder * 10 + Number(digit)) % modulus;
  return remainder;
}

/**
 * OGRN: 13 digits; the first is 1 or 5 (the sign of a primary state registration number of an
 * organization), the last is the first twelve as a number mod 11, mod 10.
 */
export function isValidOgrn(value: string): boolean {
  if (!/^[15]\d{12}$/.test(value)) return false;
  return decimalModulo(value.slice(0, 12), 11) % 10 === Number(value[12]);
}

/**
 * OGRNIP: 15 digits; the first is 3 (a sole trader's record), the last is the first fourteen as a
 * number mod 13, mod 10.
 */
export function isValidOgrnip(value: string): boolean {
  if (!/^3\d{14}$/.test(value)) return false;
  return decimalModulo(value.slice(0, 14), 13) % 10 === Number(value[14]);
}

/**
 * KPP: 9 characters — the tax office's code (4 digits), the reason of registration (2 characters,
 * digits or capital Latin letters A–Z), a serial number (3 digits). It has no check digit.
 */
export const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/;

export function isValidKpp(value: string): boolean {
  return KPP_PATTERN.test(value);
}

const trimmed = z.string({ error: "field.required" }).trim().min(1, { error: "field.required" });

/** Any INN (10 or 12 digits) with valid check digits. */
export const innSchema = trimmed.refine(isValidInn, { error: "inn.invalid" });
/** A person's INN (12 digits): the taxpayer's, the person served's, a sole trader's. */
export const personInnSchema = trimmed.refine(isValidPersonInn, { error: "inn.invalid" });
/** An organization's INN (10 digits). */
export const legalEntityInnSchema = trimmed.refine(isValidLegalEntityInn, {
  error: "inn.invalid",
});
/** KPP; a lower-case letter typed in its fifth or sixth place is taken as its capital. */
export const kppSchema = trimmed
  .transform((value) => value.toUpperCase())
  .refine(isValidKpp, {
    error: "kpp.invalid",
  });
export const ogrnSchema = trimmed.refine(isValidOgrn, { error: "ogrn.invalid" });
export const ogrnipSchema = trimmed.refine(isValidOgrnip, { error: "ogrnip.invalid" });
