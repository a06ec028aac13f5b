import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  boughtGiftSchema,
  defined,
  giftCheckSchema,
  myGiftsSchema,
  redeemedGiftSchema,
  type BoughtGift,
} from "@reg/domain";
import type { CoreDb } from "../src/index";
import { queryRows } from "../src/db/query-rows";
import type { HttpResponse } from "./support/http";
import { payWithCard } from "./support/payments";
import { get, post, validParticipant } from "./support/registration";

/** Test helpers of the gift calls (decision 0031). */

export type RaceRef = { eventCode: string; raceCode: string };

/** Only the codes of a race fixture: the gift calls take no other keys. */
export function ref(race: RaceRef): RaceRef {
  return { eventCode: race.eventCode, raceCode: race.raceCode };
}

function ok(response: HttpResponse, what: string): unknown {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${response.text}`);
  return response.json;
}

export function buyRaw(url: string, cookie: string, body: unknown): Promise<HttpResponse> {
  return post(url, "/Register/ApiBuyGift", body, cookie);
}

export async function buy(
  url: string,
  cookie: string,
  race: RaceRef,
  card: { cardName?: string; message?: string } = {},
): Promise<BoughtGift> {
  const body = {
    ...ref(race),
    cardName: card.cardName ?? "Анна и Павел",
    message: card.message ?? "С днём рождения!",
  };
  return boughtGiftSchema.parse(ok(await buyRaw(url, cookie, body), "ApiBuyGift"));
}

/** Buys and pays by card: the gift with its code. */
export async function paidGift(url: string, cookie: string, race: RaceRef): Promise<BoughtGift> {
  const bought = await buy(url, cookie, race);
  const paid = await payWithCard(url, cookie, bought.registrationId);
  if (paid.status !== 303) throw new Error(`payment: ${paid.status} ${paid.text}`);
  return giftOf(url, cookie, bought.giftId);
}

export async function giftOf(url: string, cookie: string, giftId: string): Promise<BoughtGift> {
  return boughtGiftSchema.parse(
    ok(await get(url, `/Register/ApiGift?giftId=${giftId}`, cookie), "ApiGift"),
  );
}

export async function mine(url: string, cookie: string): Promise<z.infer<typeof myGiftsSchema>> {
  return myGiftsSchema.parse(ok(await get(url, "/Register/ApiMyGifts", cookie), "ApiMyGifts"));
}

export function checkRaw(url: string, cookie: string, giftCode: unknown): Promise<HttpResponse> {
  return post(url, "/Register/ApiCheckGiftCode", { giftCode }, cookie);
}

export async function check(url: string, cookie: string, giftCode: string) {
  return giftCheckSchema.parse(ok(await checkRaw(url, cookie, giftCode), "ApiCheckGiftCode"));
}

export function redeemRaw(
  url: string,
  cookie: string,
  giftCode: unknown,
  participant: unknown = validParticipant({ firstName: "Мария", lastName: "Соколова" }),
  imageId?: string,
): Promise<HttpResponse> {
  const body = { giftCode, participant, ...(imageId === undefined ? {} : { imageId }) };
  return post(url, "/Register/ApiRedeemGift", body, cookie);
}

export async function redeem(url: string, cookie: string, giftCode: string) {
  return redeemedGiftSchema.parse(ok(await redeemRaw(url, cookie, giftCode), "ApiRedeemGift"));
}

export function codeOf(gift: BoughtGift): string {
  return defined(gift.code);
}

const counts = z.object({ taken: z.number(), live: z.number(), paid: z.number() });

/** The race's counter beside its live registrations: they must always agree. */
export async function slotCounts(db: CoreDb, raceId: number): Promise<z.infer<typeof counts>> {
  const [row] = await queryRows(
    db,
    sql`select r.taken,
          (select count(*)::int from registrations g where g.race_id = r.id and g.state in ('draft', 'awaitingPayment', 'paid')) as live,
          (select count(*)::int from registrations g where g.race_id = r.id and g.state = 'paid') as paid
        from races r where r.id = ${raceId}`,
    counts,
  );
  return defined(row);
}

/** What the database says about a gift. */
export async function giftRow(db: CoreDb, giftId: string) {
  const [row] = await queryRows(
    db,
    sql`select g.code, g.redeemed_at is not null as redeemed, g.refund_due_at is not null as refund_due,
          g.recipient_user_id::text as recipient, r.user_id::text as participant, r.state
        from gifts g join registrations r on r.id = g.registration_id where g.id = ${giftId}::uuid`,
    z.object({
      code: z.string().nullable(),
      redeemed: z.boolean(),
      refund_due: z.boolean(),
      recipient: z.string().nullable(),
      participant: z.string(),
      state: z.string(),
    }),
  );
  return defined(row);
}
