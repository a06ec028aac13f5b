import { and, count, eq, gt, inArray, lte } from "drizzle-orm";
import type { CoreDb } from "../../db/database";
import { wrongCodeAttempts } from "../../db/schema";
import { AppError } from "../../http/app-error";

/**
 * Counts wrong codes per key (the person, the address) over a sliding window. A key over its
 * limit is refused before any code is looked up, so a leaked link's neighbours cannot be guessed
 * in bulk: 10 wrong codes per person and 30 per address in 15 minutes against 31^12 codes.
 * Kept in the database (wrong_code_attempts): every core sharing it counts the same attempts and a
 * restart forgets none (decision 0039).
 */
export interface WrongCodeLimits {
  perUser: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_WRONG_CODE_LIMITS: WrongCodeLimits = {
  perUser: 10,
  perAddress: 30,
  windowMs: 15 * 60_000,
};

export class WrongCodeLimiter {
  constructor(
    private readonly db: CoreDb,
    /** Which limiter this is (`teamJoin`, `giftCode`); limiters never count each other's attempts. */
    private readonly name: string,
    private readonly limits: WrongCodeLimits = DEFAULT_WRONG_CODE_LIMITS,
  ) {}

  /**
   * Looks a code up under the limit: refuses with TOO_MANY_ATTEMPTS, before `find` runs, when any
   * of `keys` has used up its wrong attempts; `null` from `find` is a wrong code and is counted
   * against each key. Only wrong codes count: counting lookups in flight too would refuse a crowd
   * behind one address joining with the right code at once (teams-concurrency.test.ts).
   */
  async lookUp<T>(
    keys: readonly string[],
    now: Date,
    find: () => Promise<T | null>,
  ): Promise<T | null> {
    const unique = [...new Set(keys)];
    if (await this.blocked(unique, now)) throw new AppError("TOO_MANY_ATTEMPTS");
    const found = await find();
    if (found === null) await this.fail(unique, now);
    return found;
  }

  private async blocked(keys: string[], now: Date): Promise<boolean> {
    const recent = await this.db
      .select({ key: wrongCodeAttempts.key, n: count() })
      .from(wrongCodeAttempts)
      .where(
        and(
          eq(wrongCodeAttempts.limiter, this.name),
          inArray(wrongCodeAttempts.key, keys),
          gt(wrongCodeAttempts.failedAt, this.windowStart(now)),
        ),
      )
      .groupBy(wrongCodeAttempts.key);
    return recent.some((row) => row.n >= this.limitOf(row.key));
  }

  /**
   * A row per key and attempt: concurrent wrong codes each add their own, none is lost. Attempts
   * past the window count for nothing; deleting them here keeps the table to one window's worth.
   */
  private async fail(keys: string[], now: Date): Promise<void> {
    await this.db
      .insert(wrongCodeAttempts)
      .values(keys.map((key) => ({ limiter: this.name, key, failedAt: now })));
    await this.db
      .delete(wrongCodeAttempts)
      .where(
        and(
          eq(wrongCodeAttempts.limiter, this.name),
          lte(wrongCodeAttempts.failedAt, this.windowStart(now)),
        ),
      );
  }

  private windowStart(now: Date): Date {
    return new Date(now.getTime() - this.limits.windowMs);
  }

  private limitOf(key: string): number {
    return key.startsWith("user:") ? this.limits.perUser : this.limits.perAddress;
  }
}
