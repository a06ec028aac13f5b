import { useLingui } from "@lingui/react";
import { brand } from "../brand/brand";

/**
 * The tenant's wordmark: its name in the interface's language (the footer shows the same), a
 * link to the app's home, which lists the tenant's races.
 */
export function BrandLogo() {
  const { i18n } = useLingui();
  const text = i18n._(brand.texts.name);
  return (
    <a className="logo" href="/">
      <span className="logo__mark" aria-hidden="true">
        {text.slice(0, 1).toUpperCase()}
      </span>
      <span className="logo__text">{text}</span>
    </a>
  );
}
