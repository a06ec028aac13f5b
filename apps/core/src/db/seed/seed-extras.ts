import { rub } from "@reg/domain";
import { moscowAt } from "./moscow-at";
import { options, promoCodes } from "../schema";
import { EVENT_SEEDS } from "./all-events";
import { overwriteExcept } from "./excluded";
import { OPTION_SETS, PROMO_SETS, type OptionSeed } from "./options-data";
import type { EventSeed } from "./seed-types";
import type { CoreTx } from "./transaction";

/** Options of all the event's sets; a code shared by two sets (accident insurance) is sold once. */
function optionsOf(event: EventSeed): OptionSeed[] {
  const byCode = new Map<string, OptionSeed>();
  for (const set of event.optionSets ?? []) {
    const list = OPTION_SETS[set];
    if (!list) throw new Error(`Seed event ${event.code} names an unknown option set ${set}`);
    for (const option of list) if (!byCode.has(option.code)) byCode.set(option.code, option);
  }
  return [...byCode.values()];
}

/** Upserts the options and promo codes of the seeded events (stock, sales and uses are insert-only). */
export async function seedEventExtras(
  tx: CoreTx,
  today: Date,
  eventIdOf: (code: string) => number,
): Promise<void> {
  const optionRows = EVENT_SEEDS.flatMap((e) =>
    optionsOf(e).map((o) => ({
      eventId: eventIdOf(e.code),
      raceId: null,
      code: o.code,
      kind: o.kind,
      nameRu: o.nameRu,
      nameEn: o.nameEn,
      descriptionRu: o.descriptionRu,
      descriptionEn: o.descriptionEn,
      priceKopecks: rub(o.priceRub),
      stock: o.stock ?? null,
      taken: o.taken ?? 0,
      imageUrl: o.image ? `/images/options/${o.image}.svg` : null,
      insuranceSport: o.insurance ? e.sport : null,
      insuranceType: o.insurance?.type ?? null,
      insuranceSumInsuredKopecks: o.insurance ? rub(o.insurance.sumInsuredRub) : null,
    })),
  );
  if (optionRows.length > 0) {
    await tx
      .insert(options)
      .values(optionRows)
      .onConflictDoUpdate({
        target: [options.eventId, options.code],
        set: overwriteExcept(options, ["id", "stock", "taken"]),
      });
  }

  const promoRows = EVENT_SEEDS.flatMap((e) =>
    (e.promoSets ?? []).flatMap((set) => {
      const list = PROMO_SETS[set];
      if (!list) throw new Error(`Seed event ${e.code} names an unknown promo set ${set}`);
      return list.map((p) => ({
        eventId: eventIdOf(e.code),
        code: p.code.toUpperCase(),
        discountPercent: p.percent ?? null,
        discountKopecks: p.fixedRub === undefined ? null : rub(p.fixedRub),
        maxUses: p.maxUses ?? null,
        used: p.used ?? 0,
        validFrom: p.fromDay === undefined ? null : moscowAt(today, p.fromDay),
        validUntil: p.untilDay === undefined ? null : moscowAt(today, p.untilDay),
      }));
    }),
  );
  if (promoRows.length > 0) {
    await tx
      .insert(promoCodes)
      .values(promoRows)
      .onConflictDoUpdate({
        target: [promoCodes.eventId, promoCodes.code],
        set: overwriteExcept(promoCodes, ["id", "maxUses", "used"]),
      });
  }
}
