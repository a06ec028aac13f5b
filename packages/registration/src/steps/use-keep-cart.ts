import type { Cart } from "@reg/domain";
import { useQueryClient } from "@tanstack/react-query";
import { registrationKeys } from "../data/registration-queries";

/** A write's answer is the cart: it becomes the cached read, so no step reads it again. */
export function useKeepCart(registrationId: string | null) {
  const queryClient = useQueryClient();
  return (cart: Cart) => {
    if (registrationId) queryClient.setQueryData(registrationKeys.cart(registrationId), cart);
  };
}

/**
 * The order changed outside the options step (My order): the cart as answered, and the options'
 * `inCart` forgotten, so the options step waits for what the order holds instead of showing a
 * count read before.
 */
export function useKeepChangedOrder(registrationId: string | null) {
  const queryClient = useQueryClient();
  const keepCart = useKeepCart(registrationId);
  return (cart: Cart) => {
    keepCart(cart);
    if (registrationId)
      queryClient.removeQueries({ queryKey: registrationKeys.products(registrationId) });
  };
}
