import { useTRPC, type ApiOptions } from "@reg/api";
import type { Locale, RaceQuery } from "@reg/domain";
import { skipToken } from "@tanstack/react-query";
import { useMemo } from "react";
import { useLocale } from "../use-locale";

/** A race's query without the language, which the reads add from the page's language. */
export type RaceRef = Pick<RaceQuery, "eventCode" | "raceCode">;

/** The reference lists change rarely: kept for the session once read. */
const FOR_THE_SESSION = { staleTime: Number.POSITIVE_INFINITY } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A tRPC query key's input (`[path, { input, type }]`), or null for one without. */
function keyInput(key: readonly unknown[]): Record<string, unknown> | null {
  const meta = key[1];
  return isRecord(meta) && isRecord(meta.input) ? meta.input : null;
}

/**
 * The answer read in the language shown before stays on screen while the new language's is read:
 * a language switch changes the key (the language is in the input), and the wizard must not fall
 * back to its loading state for it. Only for the same read otherwise (another order's cart is not
 * shown in place of this one's).
 */
function keptAcrossLanguage<T extends object>(input: T) {
  return <TData>(
    previous: TData | undefined,
    previousQuery?: { readonly queryKey: readonly unknown[] },
  ): TData | undefined => {
    if (previous === undefined || previousQuery === undefined) return undefined;
    const before = keyInput(previousQuery.queryKey);
    if (before === null) return undefined;
    const same = Object.entries(input).every(
      ([name, value]) => name === "language" || before[name] === value,
    );
    return same ? previous : undefined;
  };
}

/**
 * The wizard's reads as tRPC query options, so every key is tRPC's: the components read with them
 * (useRegistrationReads) and the register route's loader warms the cache with the very same
 * (prefetchRegisterScreen). Names come in `language`; a read without a registration yet is skipped.
 */
export function registrationReads(api: ApiOptions, language: Locale) {
  const { registration, payment } = api;
  const ofOrder = (registrationId: string | null) =>
    registrationId === null ? skipToken : { registrationId, language };
  return {
    init: (race: RaceRef) => {
      const input = { eventCode: race.eventCode, raceCode: race.raceCode, language };
      return registration.getInit.queryOptions(input, {
        placeholderData: keptAcrossLanguage(input),
      });
    },
    /** The participant form: one's own, or someone else's named by their e-mail (decision 0030). */
    form: (race: RaceRef, participantEmail?: string) =>
      registration.getRegistration.queryOptions({
        eventCode: race.eventCode,
        raceCode: race.raceCode,
        ...(participantEmail === undefined ? {} : { participantEmail }),
      }),
    clubs: () => registration.listRunningClubs.queryOptions(undefined, FOR_THE_SESSION),
    occupations: () => {
      const input = { language };
      return registration.listOccupations.queryOptions(input, {
        ...FOR_THE_SESSION,
        placeholderData: keptAcrossLanguage(input),
      });
    },
    products: (registrationId: string | null) => {
      const input = ofOrder(registrationId);
      return registration.listProducts.queryOptions(
        input,
        input === skipToken ? {} : { placeholderData: keptAcrossLanguage(input) },
      );
    },
    cart: (registrationId: string | null) => {
      const input = ofOrder(registrationId);
      return registration.getCart.queryOptions(
        input,
        input === skipToken ? {} : { placeholderData: keptAcrossLanguage(input) },
      );
    },
    /** ApiPay: the order's methods, its latest attempt and the result to show. */
    payment: (registrationId: string | null) =>
      payment.getPayment.queryOptions(ofOrder(registrationId)),
  };
}

export type RegistrationReads = ReturnType<typeof registrationReads>;

/** The reads over the app's tRPC proxy, in the language the page shows. */
export function useRegistrationReads(): RegistrationReads {
  const trpc = useTRPC();
  const language = useLocale();
  return useMemo(() => registrationReads(trpc, language), [trpc, language]);
}
