import { ErrorState } from "@reg/ui";
import { useRouter } from "@tanstack/react-router";

/** A route that failed to load or render: the generic error state, with a retry that reloads its data. */
export function RouteErrorState() {
  const router = useRouter();
  return <ErrorState variant="page" onRetry={() => void router.invalidate()} />;
}
