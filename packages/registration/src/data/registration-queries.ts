import { defined, type RegistrationFormQuery } from "@reg/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useRegistrationGateway } from "./gateway-context";
import type { RaceRef, RegistrationGateway } from "./registration-gateway";

/** Query keys of the wizard's reads: one place, so a change invalidates exactly what it changed. */
export const registrationKeys = {
  all: ["registration"] as const,
  init: (race: RaceRef) => ["registration", "init", race.eventCode, race.raceCode] as const,
  form: (query: RegistrationFormQuery) =>
    ["registration", "form", query.eventCode, query.raceCode, query.promoCode ?? null] as const,
  clubs: () => ["registration", "clubs"] as const,
  occupations: () => ["registration", "occupations"] as const,
  products: (registrationId: string) => ["registration", "products", registrationId] as const,
  cart: (registrationId: string) => ["registration", "cart", registrationId] as const,
  methods: (registrationId: string) => ["registration", "methods", registrationId] as const,
};

/**
 * The reads of the wizard's first screen as query options: the components read with them and the
 * register route's loader warms the cache with the very same (prefetch-register-screen.ts).
 */
export const registrationQueries = {
  init: (gateway: RegistrationGateway, race: RaceRef) =>
    queryOptions({ queryKey: registrationKeys.init(race), queryFn: () => gateway.init(race) }),
  form: (gateway: RegistrationGateway, query: RegistrationFormQuery) =>
    queryOptions({
      queryKey: registrationKeys.form(query),
      queryFn: () => gateway.registrationForm(query),
    }),
  /** The reference lists change rarely: kept for the session once read. */
  clubs: (gateway: RegistrationGateway) =>
    queryOptions({
      queryKey: registrationKeys.clubs(),
      queryFn: () => gateway.runningClubs(),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  occupations: (gateway: RegistrationGateway) =>
    queryOptions({
      queryKey: registrationKeys.occupations(),
      queryFn: () => gateway.occupations(),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export function useRegistrationInit(race: RaceRef) {
  const gateway = useRegistrationGateway();
  return useQuery(registrationQueries.init(gateway, race));
}

export function useRegistrationForm(query: RegistrationFormQuery, enabled: boolean) {
  const gateway = useRegistrationGateway();
  return useQuery({ ...registrationQueries.form(gateway, query), enabled });
}

export function useParticipantLists() {
  const gateway = useRegistrationGateway();
  const clubs = useQuery(registrationQueries.clubs(gateway));
  const occupations = useQuery(registrationQueries.occupations(gateway));
  return { clubs: clubs.data ?? [], occupations: occupations.data ?? [] };
}

export function useProducts(registrationId: string | null) {
  const gateway = useRegistrationGateway();
  return useQuery({
    queryKey: registrationKeys.products(registrationId ?? ""),
    queryFn: () => gateway.products(defined(registrationId, "the registration")),
    enabled: registrationId !== null,
  });
}

export function useCart(registrationId: string | null) {
  const gateway = useRegistrationGateway();
  return useQuery({
    queryKey: registrationKeys.cart(registrationId ?? ""),
    queryFn: () => gateway.cart(defined(registrationId, "the registration")),
    enabled: registrationId !== null,
  });
}

export function usePaymentMethods(registrationId: string | null) {
  const gateway = useRegistrationGateway();
  return useQuery({
    queryKey: registrationKeys.methods(registrationId ?? ""),
    queryFn: () => gateway.paymentMethods(defined(registrationId, "the registration")),
    enabled: registrationId !== null,
  });
}
