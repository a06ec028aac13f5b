import { createHash, randomBytes } from "node:crypto";
import type pg from "pg";
import { appCodeOf, Person } from "./person";
import { defined } from "@reg/domain";

export interface Accounts {
  people: Person[];
  signedUp: number;
  copied: number;
}

const PASSWORD = "rush-hour-password-1";

/** What core does with a session token (apps/core session-token.ts): only its SHA-256 is stored. */
function sessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: createHash("sha256").update(token).digest("hex") };
}

/** Answers that say "not now" rather than "no": the BFF shed the call or core was too slow to answer. */
const TRY_AGAIN = new Set(["BUSY", "UPSTREAM_UNAVAILABLE"]);
const SIGN_UP_ATTEMPTS = 5;

/**
 * One real sign-up, as a person on a busy site does it: when the answer is "try again" (on a loaded
 * machine core may finish the account after the BFF stopped waiting), they try to sign in, and
 * only if the account is not there, sign up again.
 */
async function signUp(person: Person): Promise<void> {
  await person.client.tenant.getCurrent.query(); // the first answer hands out the CSRF cookie
  for (let attempt = 1; ; attempt += 1) {
    try {
      await person.client.auth.signUp.mutate({
        email: person.email,
        password: PASSWORD,
        firstName: "Анна",
        lastName: "Петрова",
        language: "ru",
      });
      return;
    } catch (error) {
      if (!TRY_AGAIN.has(appCodeOf(error)) || attempt === SIGN_UP_ATTEMPTS) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
    try {
      await person.client.auth.login.mutate({ email: person.email, password: PASSWORD });
      return;
    } catch {
      // Not there (or not now either): sign up again.
    }
  }
}

/**
 * `signUps` people sign up through the BFF (auth.signUp, the real path). The rest are copies of
 * the first account made in SQL with a session each: scrypt costs ~140 ms a hash here, so 2,000
 * real sign-ups would take minutes of CPU before a run that does not measure them.
 */
export async function createAccounts(
  db: pg.Client,
  bffUrl: string,
  total: number,
  signUps: number,
): Promise<Accounts> {
  const run = randomBytes(3).toString("hex");
  const people: Person[] = [];
  for (let i = 0; i < signUps; i += 4) {
    const wave = Array.from(
      { length: Math.min(4, signUps - i) },
      (_, k) => new Person(bffUrl, `rush-${run}-${i + k}@example.com`),
    );
    await Promise.all(wave.map(signUp));
    people.push(...wave);
  }
  const copies = total - signUps;
  if (copies > 0) {
    const template = people[0]?.email;
    if (!template) throw new Error("at least one real sign-up is needed as the template account");
    const emails = Array.from(
      { length: copies },
      (_, k) => `rush-${run}-${signUps + k}@example.com`,
    );
    const tokens = emails.map(() => sessionToken());
    await db.query("begin");
    const inserted = await db.query<{ id: string; email: string }>(
      `insert into users (email, first_name, last_name, password_hash, language)
       select e, u.first_name, u.last_name, u.password_hash, u.language from users u, unnest($1::text[]) as e where u.email = $2
       returning id::text, email`,
      [emails, template],
    );
    const idByEmail = new Map(inserted.rows.map((row) => [row.email, row.id]));
    await db.query(
      `insert into sessions (token_hash, user_id, created_at, expires_at)
       select h, u::uuid, now(), now() + interval '1 day' from unnest($1::text[], $2::text[]) as s(h, u)`,
      [tokens.map((t) => t.hash), emails.map((email) => idByEmail.get(email))],
    );
    await db.query("commit");
    emails.forEach((email, k) => people.push(new Person(bffUrl, email, defined(tokens[k]).token)));
  }
  return { people, signedUp: signUps, copied: Math.max(0, copies) };
}
