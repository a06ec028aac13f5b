/**
 * A register page's address as a journey may find it: as it was opened, or with the `?step=` the
 * wizard writes into it once it has loaded (packages/registration's use-step-address). The moment
 * between the two is short, so a journey that waits for the bare address alone can miss it.
 */
export function registerAddress(url: string, step = "participantForm"): RegExp {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped}(\\?step=${step})?$`);
}
