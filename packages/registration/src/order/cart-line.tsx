import { Trans, useLingui } from "@lingui/react/macro";
import { formatRub, maxCartCount, type CartItem } from "@reg/domain";
import { CountStepper } from "../options/count-stepper";
import { StockLabel } from "../options/stock-label";
import { useLocale } from "../use-locale";

interface CartLineProps {
  item: CartItem;
  /** A count or removal is being saved: the line's controls wait. */
  pending: boolean;
  onCountChange: (count: number) => void;
  onRemove: () => void;
}

/** One line of "my order": picture, name, unit price × count, stock and the line's sum. */
export function CartLine(props: CartLineProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { item } = props;
  // The race slot is one per registration; only options have a count to change or a removal.
  const isOption = item.kind !== "slot";
  const max = maxCartCount(item, { [item.id]: item.available });
  const unit = formatRub(item.unitKopecks, locale);
  const count = item.count;
  return (
    <li className="cart-line">
      {item.imageUrl ? (
        <img className="cart-line__image" src={item.imageUrl} alt="" loading="lazy" />
      ) : (
        <span className="cart-line__image cart-line__image--empty" aria-hidden="true" />
      )}
      <div className="cart-line__body">
        <p className="cart-line__name">{item.name}</p>
        <p className="cart-line__unit">{item.count > 1 ? t`${unit} × ${count}` : unit}</p>
        {isOption && <StockLabel available={item.available} />}
      </div>
      <div className="cart-line__actions">
        {isOption && (
          <>
            <CountStepper
              name={item.name}
              count={item.count}
              min={1}
              max={Math.max(max, item.count)}
              disabled={props.pending}
              onChange={props.onCountChange}
            />
            <button
              type="button"
              className="btn btn--ghost cart-line__remove"
              disabled={props.pending}
              onClick={props.onRemove}
            >
              <Trans>Remove</Trans>
              <span className="visually-hidden"> {item.name}</span>
            </button>
          </>
        )}
      </div>
      <p className="cart-line__sum">{formatRub(item.lineKopecks, locale)}</p>
    </li>
  );
}
