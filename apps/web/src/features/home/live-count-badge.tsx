import { Plural } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { useQuery } from "@tanstack/react-query";

/** "3 events are on right now": the live-events count of SPEC §2, hidden if it cannot be had. */
export function LiveCountBadge() {
  const trpc = useTRPC();
  const liveCount = useQuery(trpc.events.liveCount.queryOptions());
  if (liveCount.isPending)
    return <span className="live-badge live-badge--pending skeleton" aria-hidden="true" />;
  if (liveCount.isError) return null;
  const count = liveCount.data;
  return (
    <span className={count > 0 ? "live-badge live-badge--on" : "live-badge"}>
      <span className="live-badge__dot" aria-hidden="true" />
      <Plural
        value={count}
        _0="No events are running right now"
        one="# event is running right now"
        other="# events are running right now"
      />
    </span>
  );
}
