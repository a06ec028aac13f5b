import { useTRPC } from "@reg/api";
import { ANONYMOUS_USER, type CurrentUser } from "@reg/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useAppDispatch } from "../store/store";
import { userLoaded, userSignedOut } from "../store/user-slice";

/**
 * After a login, sign-up or logout the answer already holds the new user, so the store and the
 * cached `user.getCurrent` are updated from it instead of asking the server again.
 */
export function useSession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      signedIn(user: CurrentUser) {
        queryClient.setQueryData(trpc.user.getCurrent.queryKey(), user);
        dispatch(userLoaded(user));
      },
      signedOut() {
        queryClient.setQueryData(trpc.user.getCurrent.queryKey(), ANONYMOUS_USER);
        dispatch(userSignedOut());
      },
    }),
    [trpc, queryClient, dispatch],
  );
}
