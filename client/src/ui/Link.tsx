import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The site's links. Every `to` in the site is an absolute path (or a full address), so a link is an `<a>`
 * with that href: React Router's `Link` resolves each `to` against the matched routes and sets up click,
 * prefetch and ref handling on every render, which took about a millisecond of a guide's server render
 * for its sixty links. In a page hydrated whole (`LinkNavigation` around the routes) a plain left click on
 * a path of this site moves by the router without a reload; elsewhere (island roots, the server) it is a
 * plain link, as text pages want (docs/decisions/0021-text-pages-hydrate-islands.md).
 */
type Navigate = (to: string) => void;
const NavigateContext = createContext<Navigate | null>(null);

/** Lets the links inside move by the router (in the browser, for a page hydrated whole). */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** What a browser does itself: another tab or window, a download, a modified click, or another site. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, to: string, target?: string, download?: unknown) {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self') ||
    download !== undefined ||
    !to.startsWith('/') ||
    to.startsWith('//')
  );
}

export function Link({ to, onClick, ...rest }: LinkProps) {
  const navigate = useContext(NavigateContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || leftToBrowser(event, to, rest.target, rest.download)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={to} onClick={handleClick} />;
}

/** Whether `to` is the page in view or, unless `end`, a section that contains it (React Router's rule, case-insensitive). */
export function isCurrentPath(pathname: string, to: string, end = false) {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (current === target) return true;
  if (end) return false;
  const prefix = target.endsWith('/') ? target : `${target}/`;
  return target !== '/' && current.startsWith(prefix);
}

/** A navigation link: `aria-current="page"` and the class `active` on the page in view (or its section). */
export function NavLink({ end, className, ...rest }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const active = isCurrentPath(pathname, rest.to, end);
  return (
    <Link
      {...rest}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
    />
  );
}
