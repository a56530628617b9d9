import type { AnchorHTMLAttributes } from "react";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** A link to one of the site's pages: a plain `<a>`, marked as React Router's `<Link>` marks
 * its own, which the page's one listener follows in the page (useFollowLinks). */
export function SiteLink({ to, children, ...props }: Props) {
  return (
    <a href={to} data-discover="true" {...props}>
      {children}
    </a>
  );
}
