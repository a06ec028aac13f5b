/** The buyer's page of a gift on the front's route tree, where its payment returns. */
export function giftPagePath(giftId: string): string {
  return `/gift/bought/${encodeURIComponent(giftId)}`;
}
