export { siteCookieString, writeSiteCookie } from "./browser/site-cookie";
export { CookieNotice, CookieNoticeView } from "./cookies/cookie-notice";
export { LanguageSwitch } from "./culture/language-switch";
export { applyLocale, localeFromCookies } from "./culture/locale";
export { useChangeLocale } from "./culture/use-change-locale";
export type { HeaderSlots } from "./layouts/header-slots";
export {
  DefaultLayout,
  OrderLayout,
  OstrovokLayout,
  PageLayout,
  TaxDeductionLayout,
} from "./layouts/layouts";
export { SiteLogoContent } from "./layouts/site-logo";
export { LAYOUT_NAMES, useRouteMeta, type LayoutName, type RouteMeta } from "./routing/route-meta";
export { RouteErrorState } from "./routing/route-error";
export { frontRouterOptions } from "./routing/router-options";
export { useDocumentTitle, usePageHeadTitle } from "./routing/use-document-title";
export { SCROLL_TO_TOP_PARAM, useScrollToTopOnNavigate } from "./routing/use-scroll-to-top";
export { loginGateTarget } from "./session/login-gate";
export { LOGIN_PATH, RETURN_URL_PARAM, loginRedirectHref } from "./session/login-redirect";
export { useSession } from "./session/use-session";
export { SignOutButton } from "./session/sign-out-button";
export { useSignOut, type SignOutOptions } from "./session/use-sign-out";
export { ClientOnly } from "./ssr/client-only";
export { SiteConfigProvider, useSiteConfig, type SiteConfig } from "./site-config";
export { AppProviders, type AppProvidersProps } from "./startup/app-providers";
export { AppStartup } from "./startup/app-startup";
export {
  bootFrontApp,
  type BootFrontAppOptions,
  type FrontRouterContext,
} from "./startup/boot-front-app";
export { DEV_COOKIE_NAME, DEV_QUERY_PARAM, captureStartupQuery } from "./startup/startup-query";
export * from "./store";
