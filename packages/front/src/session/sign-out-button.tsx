import { Trans } from "@lingui/react/macro";
import { useSignOut, type SignOutOptions } from "./use-sign-out";

/** "Sign out" wherever it is offered (useSignOut), busy and not pressable again while it works. */
export function SignOutButton(props: SignOutOptions & { className: string }) {
  const signOut = useSignOut({ onSignedOut: props.onSignedOut });
  return (
    <button
      type="button"
      className={props.className}
      disabled={signOut.isPending}
      aria-busy={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      <Trans>Sign out</Trans>
    </button>
  );
}
