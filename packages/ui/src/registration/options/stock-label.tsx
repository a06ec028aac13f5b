import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

/** "N left" or "Out of stock" (SPEC §3 available stock); nothing for unlimited stock. */
export function StockLabel(props: { available: number | null }) {
  const { t } = useLingui();
  if (props.available === null) return null;
  if (props.available === 0)
    return (
      <span className="badge badge--muted">
        <Trans>Out of stock</Trans>
      </span>
    );
  const count = props.available;
  return (
    <span className="badge badge--warning">
      {t`${plural(count, { one: "# left", other: "# left" })}`}
    </span>
  );
}
