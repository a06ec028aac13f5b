import { useTRPCClient } from "@reg/api";
import { useMemo } from "react";
import type { RegistrationGateway } from "../data/registration-gateway";
import { useLocale } from "../use-locale";
import { createTrpcRegistrationGateway } from "./trpc-registration-gateway";

/**
 * The RegistrationGateway of an app that has the ApiProvider: its tRPC client, asking for names in
 * the language the page shows (a language switch gives a new gateway for the calls after it).
 */
export function useTrpcRegistrationGateway(): RegistrationGateway {
  const client = useTRPCClient();
  const language = useLocale();
  return useMemo(() => createTrpcRegistrationGateway(client, language), [client, language]);
}
