import { useEffect } from "react";
import { selectTenant } from "../store/selectors";
import { useAppSelector } from "../store/store";

/** "Sign in — Tenant name": the tab and a screen reader's page announcement say where you are. */
export function useDocumentTitle(title: string): void {
  const siteName = useAppSelector(selectTenant).info?.name;
  useEffect(() => {
    document.title = siteName ? `${title} — ${siteName}` : title;
  }, [title, siteName]);
}
