import { Trans, useLingui } from "@lingui/react/macro";
import { formatRub, type Product } from "@reg/domain";
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

/** One option: picture, name, price, stock, the count stepper and, where allowed, its own price. */
export function OptionCard(props: OptionCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { product } = props;
  const max = maxOptionCount(product);
  const name = product.name;
  return (
    <li className="option-card card">
      {product.imageUrl ? (
        <img className="option-card__image" src={product.imageUrl} alt="" loading="lazy" />
      ) : (
        <span className="option-card__image option-card__image--empty" aria-hidden="true" />
      )}
      <div className="option-card__body">
        <h3 className="option-card__name">{product.name}</h3>
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
        {max > 0 || props.count > 0 ? (
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
