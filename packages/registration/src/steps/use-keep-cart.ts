import { useTRPC } from "@reg/api";
import type { Cart } from "@reg/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale } from "../use-locale";

/** A write's answer is the cart: it becomes the cached read, so no step reads it again. */
export function useKeepCart(registrationId: string | null) {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const language = useLocale();
  return (cart: Cart) => {
    if (registrationId)
      queryClient.setQueryData(
        trpc.registration.getCart.queryKey({ registrationId, language }),
        cart,
      );
  };
}

/**
 * The order changed outside the options step (My order): the cart as answered, and the options'
 * `inCart` forgotten, so the options step waits for what the order holds instead of showing a
 * count read before.
 */
export function useKeepChangedOrder(registrationId: string | null) {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const keepCart = useKeepCart(registrationId);
  return (cart: Cart) => {
    keepCart(cart);
    // In every language: a count read in another one is as stale.
    if (registrationId)
      queryClient.removeQueries(trpc.registration.listProducts.queryFilter({ registrationId }));
  };
}
