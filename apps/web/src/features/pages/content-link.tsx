import { useRouter } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";

/**
 * A link whose address comes from core's content (PageBlock "link"): a path of this site moves
 * within the app, like a router link; an https or mailto address is a plain link. The schema has
 * already refused any other scheme, so no stored page can carry `javascript:`.
 */
export function ContentLink(props: { href: string; className?: string; children: ReactNode }) {
  const router = useRouter();
  const internal = props.href.startsWith("/");
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) is the browser's.
    if (!internal || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.history.push(props.href);
  };
  const external = props.href.startsWith("https://");
  return (
    <a
      href={props.href}
      className={props.className}
      onClick={onClick}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {props.children}
    </a>
  );
}
