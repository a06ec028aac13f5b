import { Trans, useLingui } from "@lingui/react/macro";
import { formatRub, type Product } from "@reg/domain";
import { useId } from "react";
import { CountStepper } from "./count-stepper";
import { CustomPriceInput } from "./custom-price-input";
import { InsuranceDetails } from "./insurance-details";
import { maxOptionCount } from "./option-limits";
import { StockLabel } from "./stock-label";
import { useLocale } from "../use-locale";

interface OptionCardProps {
  product: Product;
  count: number;
  priceText: string;
  priceError: string | null;
  onCountChange: (count: number) => void;
  onPriceTextChange: (text: string) => void;
}

/** An option one order takes at most once (insurance, or a per-order limit of 1): a switch, not 0/1. */
export function isToggleOption(product: Product): boolean {
  return product.kind === "insurance" || product.maxPerOrder === 1;
}

/**
 * One option: picture (none when it has none: no empty box), name, price, stock, the count
 * stepper or a switch for a once-per-order option and, where allowed, its own price.
 */
export function OptionCard(props: OptionCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { product } = props;
  const max = maxOptionCount(product);
  const name = product.name;
  const switchId = useId();
  const toggle = isToggleOption(product);
  return (
    <li
      className={product.imageUrl ? "option-card card" : "option-card option-card--no-image card"}
    >
      {product.imageUrl && (
        <img className="option-card__image" src={product.imageUrl} alt="" loading="lazy" />
      )}
      <div className="option-card__body">
        <h3 className="option-card__name">
          {toggle ? <label htmlFor={switchId}>{product.name}</label> : product.name}
        </h3>
        {product.description && <p className="option-card__text">{product.description}</p>}
        {product.insurance && <InsuranceDetails insurance={product.insurance} />}
        <div className="option-card__meta">
          <span className="option-card__price">
            {product.customPrice ? (
              <Trans>Your price</Trans>
            ) : (
              formatRub(product.priceKopecks, locale)
            )}
          </span>
          <StockLabel available={product.available} />
        </div>
        {product.customPrice && props.count > 0 && (
          <CustomPriceInput
            label={t`Price for ${name}, ₽`}
            bounds={product.customPrice}
            text={props.priceText}
            error={props.priceError}
            onChange={props.onPriceTextChange}
          />
        )}
      </div>
      <div className="option-card__action">
        {toggle && (max > 0 || props.count > 0) ? (
          <label className="check option-card__toggle">
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              className="check__box"
              checked={props.count > 0}
              onChange={(event) => props.onCountChange(event.target.checked ? 1 : 0)}
            />
            <span className="check__label">
              <Trans>Add to the order</Trans>
            </span>
          </label>
        ) : max > 0 || props.count > 0 ? (
          <CountStepper
            name={product.name}
            count={props.count}
            max={max}
            onChange={props.onCountChange}
          />
        ) : null}
      </div>
    </li>
  );
}
