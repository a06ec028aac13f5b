import { ErrorState } from "@reg/ui";
import { StepLoading } from "./step-loading";

/** The part of a TanStack query a step waits on. */
interface PendingRead {
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A step whose data has no answer yet: the spinner while it loads; once the read has failed, SPEC
 * §8's error state with a retry under the step's heading, rather than a spinner that never stops.
 */
export function StepPending(props: { read: PendingRead }) {
  const { read } = props;
  if (!read.isError) return <StepLoading />;
  return <ErrorState variant="section" headingLevel={2} onRetry={() => void read.refetch()} />;
}
