import { useRouter } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";

/** The event page's address (SPEC §2). */
export function eventPageHref(code: string): string {
  return `/event/${encodeURIComponent(code)}`;
}

/**
 * A link to an event's page, followed inside the app on a plain click (a new tab or window keeps
 * the browser's own behaviour). The event page's route comes with its own part of the issue, so the
 * link goes by address rather than by a typed route.
 */
export function EventLink(props: { code: string; className?: string; children: ReactNode }) {
  const router = useRouter();
  const href = eventPageHref(props.code);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} className={props.className} onClick={onClick}>
      {props.children}
    </a>
  );
}
