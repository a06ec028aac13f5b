import { selectTenant, useAppSelector } from "@reg/ui";
import { brand } from "../brand/brand";

/** The tenant's wordmark; not a link, since this app has no home page of its own. */
export function BrandLogo() {
  const { info } = useAppSelector(selectTenant);
  const text = info?.theme.logoText || brand.theme.logoText;
  return (
    <span className="logo">
      <span className="logo__mark" aria-hidden="true">
        {text.slice(0, 1).toUpperCase()}
      </span>
      <span className="logo__text">{text}</span>
    </span>
  );
}
