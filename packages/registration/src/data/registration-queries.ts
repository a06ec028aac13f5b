import type { RegistrationFormQuery } from "@reg/domain";
import { useQuery } from "@tanstack/react-query";
import { useRegistrationGateway } from "./gateway-context";
import type { RaceRef } from "./registration-gateway";

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

export function useRegistrationInit(race: RaceRef) {
  const gateway = useRegistrationGateway();
  return useQuery({ queryKey: registrationKeys.init(race), queryFn: () => gateway.init(race) });
}

export function useRegistrationForm(query: RegistrationFormQuery, enabled: boolean) {
  const gateway = useRegistrationGateway();
  return useQuery({
    queryKey: registrationKeys.form(query),
    queryFn: () => gateway.registrationForm(query),
    enabled,
  });
}

/** The reference lists change rarely: kept for the session once read. */
export function useParticipantLists() {
  const gateway = useRegistrationGateway();
  const clubs = useQuery({
    queryKey: registrationKeys.clubs(),
    queryFn: () => gateway.runningClubs(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const occupations = useQuery({
    queryKey: registrationKeys.occupations(),
    queryFn: () => gateway.occupations(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { clubs: clubs.data ?? [], occupations: occupations.data ?? [] };
}

export function useProducts(registrationId: string | null) {
  const gateway = useRegistrationGateway();
  return useQuery({
    queryKey: registrationKeys.products(registrationId ?? ""),
    queryFn: () => gateway.products(registrationId!),
    enabled: registrationId !== null,
  });
}

export function useCart(registrationId: string | null) {
  const gateway = useRegistrationGateway();
  return useQuery({
    queryKey: registrationKeys.cart(registrationId ?? ""),
    queryFn: () => gateway.cart(registrationId!),
    enabled: registrationId !== null,
  });
}

export function usePaymentMethods(registrationId: string | null) {
  const gateway = useRegistrationGateway();
  return useQuery({
    queryKey: registrationKeys.methods(registrationId ?? ""),
    queryFn: () => gateway.paymentMethods(registrationId!),
    enabled: registrationId !== null,
  });
}
