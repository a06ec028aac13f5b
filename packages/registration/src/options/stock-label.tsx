import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FEW_PLACES_THRESHOLD } from "@reg/domain";

/**
 * "N left" or "Sold out" (SPEC §3 available stock); nothing for unlimited stock. The count
 * is a warning only when few are left, by the domain's places-left threshold. "Sold out" is the
 * event page's word for the same state, so an option reads the same there and here.
 */
export function StockLabel(props: { available: number | null }) {
  const { t } = useLingui();
  if (props.available === null) return null;
  if (props.available === 0)
    return (
      <span className="badge badge--muted">
        <Trans>Sold out</Trans>
      </span>
    );
  const count = props.available;
  return (
    <span className={count <= FEW_PLACES_THRESHOLD ? "badge badge--warning" : "badge"}>
      {t`${plural(count, { one: "# left", other: "# left" })}`}
    </span>
  );
}
