import { createHash, randomBytes } from "node:crypto";
import { coreRows } from "../registration/support/core-state";
import { anonymousBrowser, signedInBrowser } from "../registration/support/people";
import { type Browser } from "./clients";
import { type Core } from "./stack";

/**
 * `count` signed-in browsers for a rush test. The first signs up through the BFF (the real path);
 * the others are copies of its account made in core's database, each with its own session, as
 * `pnpm bench:rush` makes its crowd. Password hashing is slow on purpose: forty real sign-ups cost
 * most of a rush test's time, and on a busy machine pushed it past its time limit, while the crowd
 * is not what a rush test is about.
 */
export async function signedInCrowd(core: Core, bffUrl: string, count: number): Promise<Browser[]> {
  const first = await signedInBrowser(bffUrl);
  const copies = await Promise.all(
    Array.from({ length: count - 1 }, () => anonymousBrowser(bffUrl)),
  );
  if (copies.length > 0) {
    const run = randomBytes(4).toString("hex");
    const tokens = copies.map(() => randomBytes(32).toString("base64url"));
    // Only values made here go into the statement: hex, base64url and numbers.
    const rows = tokens
      .map((token, k) => {
        const hash = createHash("sha256").update(token).digest("hex");
        return `('crowd-${run}-${k}@example.com', '${hash}')`;
      })
      .join(", ");
    const firstSession = createHash("sha256")
      .update(first.jar.get("reg_sid") ?? "")
      .digest("hex");
    await coreRows(
      core,
      `with template as (
         select u.* from users u join sessions s on s.user_id = u.id where s.token_hash = '${firstSession}'
       ), crowd(email, token_hash) as (values ${rows}),
       copied as (
         insert into users (email, first_name, last_name, password_hash, language)
         select crowd.email, t.first_name, t.last_name, t.password_hash, t.language from crowd, template t
         returning id, email
       )
       insert into sessions (token_hash, user_id, created_at, expires_at)
       select crowd.token_hash, copied.id, now(), now() + interval '1 day'
       from crowd join copied using (email)
       returning user_id`,
    );
    copies.forEach((browser, k) => browser.jar.set("reg_sid", tokens[k] ?? ""));
  }
  return [first, ...copies];
}
