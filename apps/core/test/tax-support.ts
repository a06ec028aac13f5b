import { execFile } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import {
  defined,
  isValidLegalEntityInn,
  isValidOgrn,
  isValidOgrnip,
  isValidPersonInn,
  type FamilyRelation,
} from "@reg/domain";
import type { CoreDb } from "../src/index";
import { familyMembers, organizers, sessions, users } from "../src/db/schema";
import { insertPastEvent, insertPastPaidOrder, type PastEvent } from "../src/db/seed/paid-history";
import { hashSessionToken, newSessionToken } from "../src/modules/account/session-token";
import { TEST_NOW } from "./support/clock";

const run = promisify(execFile);

/** Test helpers of the tax certificate calls (issue 10, decision 0034). */

const digits = (count: number): number[] => Array.from({ length: count }, () => randomInt(10));
const check = (d: number[], weights: number[]): number =>
  (weights.reduce((sum, w, i) => sum + w * (d[i] ?? 0), 0) % 11) % 10;

/** A random INN with right check digits: 10 digits (an organization) or 12 (a person). */
export function randomInn(length: 10 | 12): string {
  const d = [randomInt(1, 10), ...digits(8)];
  if (length === 10) {
    const inn = [...d, check(d, [2, 4, 10, 3, 5, 9, 4, 6, 8])].join("");
    if (!isValidLegalEntityInn(inn)) throw new Error(`bad generated INN ${inn}`);
    return inn;
  }
  const p = [...d, randomInt(10)];
  p.push(check(p, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]));
  p.push(check(p, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]));
  const inn = p.join("");
  if (!isValidPersonInn(inn)) throw new Error(`bad generated INN ${inn}`);
  return inn;
}

/** The check digit of `prefix` read as a number: mod `modulus`, mod 10. */
function checkOf(prefix: string, modulus: number): number {
  let rest = 0;
  for (const c of prefix) rest = (rest * 10 + Number(c)) % modulus;
  return rest % 10;
}

export function randomOgrn(): string {
  const prefix = `1${digits(11).join("")}`;
  const ogrn = `${prefix}${checkOf(prefix, 11)}`;
  if (!isValidOgrn(ogrn)) throw new Error(`bad generated OGRN ${ogrn}`);
  return ogrn;
}

export function randomOgrnip(): string {
  const prefix = `3${digits(13).join("")}`;
  const ogrnip = `${prefix}${checkOf(prefix, 13)}`;
  if (!isValidOgrnip(ogrnip)) throw new Error(`bad generated OGRNIP ${ogrnip}`);
  return ogrnip;
}

export interface OrganizerFixture {
  id: number;
  name: string;
  inn: string;
  kpp: string | null;
}

export async function organizer(
  db: CoreDb,
  o: { kind: "legalEntity" | "soleTrader"; name: string; listedYears: number[] },
): Promise<OrganizerFixture> {
  const legal = o.kind === "legalEntity";
  const inn = randomInn(legal ? 10 : 12);
  const kpp = legal ? "771001001" : null;
  const [row] = await db
    .insert(organizers)
    .values({
      code: `org-${randomBytes(4).toString("hex")}`,
      kind: o.kind,
      name: o.name,
      inn,
      kpp,
      ogrn: legal ? randomOgrn() : null,
      ogrnip: legal ? null : randomOgrnip(),
      signatoryName: "Смирнова Ольга Петровна",
      signatoryPosition: "Генеральный директор",
      listedYears: o.listedYears,
    })
    .returning({ id: organizers.id });
  return { id: defined(row).id, name: o.name, inn, kpp };
}

export interface Person {
  id: string;
  cookie: string;
  lastName: string;
  firstName: string;
  birthDate: string;
}

export async function person(
  db: CoreDb,
  p: { lastName: string; firstName: string; birthDate: string; patronymic?: string },
): Promise<Person> {
  const [row] = await db
    .insert(users)
    .values({
      email: `tax-${randomBytes(5).toString("hex")}@example.com`,
      firstName: p.firstName,
      lastName: p.lastName,
      passwordHash: "none",
      profile: { birthDate: p.birthDate, ...(p.patronymic ? { patronymic: p.patronymic } : {}) },
    })
    .returning({ id: users.id });
  const id = defined(row).id;
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId: id,
    createdAt: TEST_NOW,
    expiresAt: new Date(TEST_NOW.getTime() + 30 * 86_400_000),
  });
  return { id, cookie: `reg_sid=${token}`, ...p };
}

/** `member` in `owner`'s family group as `relation` to them (decision 0042). */
export async function family(
  db: CoreDb,
  owner: Person,
  member: Person,
  relation: FamilyRelation,
): Promise<void> {
  await db.insert(familyMembers).values({
    ownerUserId: owner.id,
    memberUserId: member.id,
    createdByOwner: true,
    relation,
    addedAt: TEST_NOW,
  });
}

export async function pastEvent(
  db: CoreDb,
  o: { organizerId: number; inPlan: boolean; name: string; startsAt: string },
): Promise<PastEvent & { name: string }> {
  const event = await insertPastEvent(db, {
    code: `tx-${randomBytes(5).toString("hex")}`,
    tenantId: "default",
    nameRu: o.name,
    nameEn: o.name,
    cityRu: "Москва",
    cityEn: "Moscow",
    startsAt: new Date(o.startsAt),
    organizerId: o.organizerId,
    inCalendarPlan: o.inPlan,
    commissionBasisPoints: 500,
    withOptions: true,
  });
  return { ...event, name: o.name };
}

/** A 2024 order of `runner`, made by `payer`: a 2 500 ₽ entry, insurance and a T-shirt when asked. */
export function paidOrder(
  db: CoreDb,
  event: PastEvent,
  runner: Person,
  payer: Person,
  o: { paidAt?: string; extras?: boolean; slotKopecks?: number } = {},
) {
  return insertPastPaidOrder(db, {
    event,
    participantId: runner.id,
    madeById: payer.id === runner.id ? null : payer.id,
    paidAt: new Date(o.paidAt ?? "2024-04-10T09:00:00Z"),
    slotKopecks: o.slotKopecks ?? 250_050,
    commissionBasisPoints: 500,
    insurance: o.extras ?? true,
    goods: o.extras ?? true,
    birthDate: runner.birthDate,
    lastName: runner.lastName,
    firstName: runner.firstName,
  });
}

/** Where the certificates' page images are kept for a person to look at (the run's artifacts). */
export const CERTIFICATE_IMAGES_DIR = resolve(import.meta.dirname, "../../../test-results/tax-pdf");

/**
 * pdftotext's text of a PDF (layout kept) and pdfinfo's page count; with `keepAs`, pdftoppm's image
 * of every page is kept too, as `<keepAs>-<page>.png` in CERTIFICATE_IMAGES_DIR.
 */
export async function pdfText(
  pdf: Buffer,
  keepAs?: string,
): Promise<{ text: string; pages: number }> {
  const dir = await mkdtemp(join(tmpdir(), "tax-pdf-"));
  const file = join(dir, "certificate.pdf");
  await writeFile(file, pdf);
  const { stdout: text } = await run("pdftotext", ["-layout", file, "-"]);
  const { stdout: info } = await run("pdfinfo", [file]);
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? "0");
  if (keepAs !== undefined) {
    await mkdir(CERTIFICATE_IMAGES_DIR, { recursive: true });
    await run("pdftoppm", ["-png", "-r", "80", file, join(CERTIFICATE_IMAGES_DIR, keepAs)]);
  }
  return { text, pages };
}

/** A taxpayer's certificate data as the page sends it. */
export function taxpayerOf(p: Person, inn = randomInn(12)) {
  return {
    lastName: p.lastName,
    firstName: p.firstName,
    middleName: "Иванович",
    birthDate: p.birthDate,
    inn,
  };
}
