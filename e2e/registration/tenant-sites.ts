import { E2E_BFF_PORT } from "../support/ports";

/** The custom tenants' registration apps as the e2e BFF serves them (support/serve.ts). */
export const TENANT_SITES = {
  pionercup: {
    origin: `http://pionercup.localhost:${E2E_BFF_PORT}`,
    /** An open race without the promo-code gate. */
    race: "/pionercup-izmailovo/r5/register",
    primaryColor: "#c62828",
    supportEmail: "help@pionercup.local",
    footerNote: {
      ru: "Беговая серия в парках Москвы — весь сезон.",
      en: "A running series in the parks of Moscow, all season long.",
    },
  },
  fontanka: {
    origin: `http://fontanka.localhost:${E2E_BFF_PORT}`,
    race: "/fontanka-half-marathon/h21/register",
    primaryColor: "#00695c",
    supportEmail: "sport@fontanka.local",
    footerNote: {
      ru: "Заплывы, забеги и ночные прогулки по Петербургу.",
      en: "Swims, runs and night walks around Saint Petersburg.",
    },
  },
} as const;

export const PORTAL_ORIGIN = `http://localhost:${E2E_BFF_PORT}`;
