import { createContext, useContext, type ReactNode } from "react";
import type { RegistrationGateway } from "./registration-gateway";

const GatewayContext = createContext<RegistrationGateway | null>(null);

/** Gives the wizard its calls; each app provides its tRPC-backed gateway here. */
export function RegistrationGatewayProvider(props: {
  gateway: RegistrationGateway;
  children: ReactNode;
}) {
  return <GatewayContext.Provider value={props.gateway}>{props.children}</GatewayContext.Provider>;
}

export function useRegistrationGateway(): RegistrationGateway {
  const gateway = useContext(GatewayContext);
  if (!gateway) throw new Error("useRegistrationGateway needs a RegistrationGatewayProvider");
  return gateway;
}
