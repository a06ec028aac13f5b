import type { TenantId } from "@reg/domain";

export interface TenantSeed {
  id: TenantId;
  organizedId: string;
  name: string;
  supportEmail: string;
  primaryColor: string;
  accentColor: string;
  logoText: string;
  hosts: string[];
  flags: Record<string, boolean>;
}

export const TENANT_SEEDS: TenantSeed[] = [
  {
    id: "default",
    organizedId: "default",
    name: "Reg Sport",
    supportEmail: "support@reg.local",
    primaryColor: "#1565c0",
    accentColor: "#ff6d00",
    logoText: "Reg Sport",
    hosts: ["localhost", "127.0.0.1"],
    flags: { ShowLkCorp: true },
  },
  {
    id: "pionercup",
    organizedId: "pionercup",
    name: "Пионер Кап",
    supportEmail: "help@pionercup.local",
    primaryColor: "#c62828",
    accentColor: "#ffd600",
    logoText: "PionerCup",
    hosts: ["pionercup.localhost"],
    flags: { ShowLkCorp: false },
  },
  {
    id: "fontanka",
    organizedId: "fontanka",
    name: "Фонтанка.Спорт",
    supportEmail: "sport@fontanka.local",
    primaryColor: "#00695c",
    accentColor: "#ffab00",
    logoText: "Фонтанка",
    hosts: ["fontanka.localhost"],
    flags: { ShowLkCorp: false },
  },
];
