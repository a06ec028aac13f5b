import { expect } from "vitest";
import type { SavePayResult } from "@reg/domain";

/**
 * The acquirer's checkout page through the BFF, paid with the sandbox's success card: the start
 * must be a redirect to it, and the page sends the person back (303) with the order paid.
 */
export async function payOnCheckoutPage(bffUrl: string, start: SavePayResult): Promise<void> {
  if (start.kind !== "redirect") throw new Error(`expected the acquirer's page, got ${start.kind}`);
  const form = new URLSearchParams({
    cardNumber: "4242 4242 4242 4242",
    expiry: "12/35",
    cvc: "123",
    holder: "ANNA PETROVA",
  });
  const back = await fetch(`${bffUrl}${start.url}`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  expect(back.status).toBe(303);
}
