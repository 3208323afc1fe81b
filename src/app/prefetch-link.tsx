/**
 * A link that fetches its page's code before it is followed (SPEC §9: prefetch margin 200 px):
 * when it comes within 200 px of the viewport, or is pointed at or focused, the route's chunk
 * loads, so the tap opens the page at once. Data is not prefetched, only code.
 */
import {
  type ComponentProps,
  cloneElement,
  isValidElement,
  type ReactElement,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import { Link, matchRoute, useRouter } from 'wouter';
import { fetchRouteScripts } from '../lib/route-scripts';
import { areaOf, tableOf } from './routes';

export const PREFETCH_MARGIN_PX = 200;

const started = new Set<string>();

function usePreloadRoute() {
  const { parser } = useRouter();
  return useCallback(
    (href: string) => {
      const path = href.split(/[?#]/)[0] ?? href;
      if (started.has(path)) return;
      started.add(path);
      fetchRouteScripts(path);
      // The route's table may load first (routes.tsx). A failed prefetch is forgotten: the visit
      // itself loads the chunk (and reports a failure).
      void tableOf(areaOf(path))
        .then((table) => table.find((candidate) => matchRoute(parser, candidate.path, path)[0])?.page.preload())
        .catch(() => started.delete(path));
    },
    [parser],
  );
}

type PrefetchLinkProps = ComponentProps<'a'> & {
  href: string;
  /** Render the single child (e.g. a styled Button) as the link, as wouter's Link does. */
  asChild?: boolean;
};

export function PrefetchLink({ href, asChild, children, ...rest }: PrefetchLinkProps) {
  const preload = usePreloadRoute();
  const anchor = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          preload(href);
          observer.disconnect();
        }
      },
      { rootMargin: `${PREFETCH_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [href, preload]);

  const prefetchProps = { ref: anchor, onPointerEnter: () => preload(href), onFocus: () => preload(href) };
  if (asChild && isValidElement(children)) {
    return (
      <Link href={href} asChild {...rest}>
        {cloneElement(children as ReactElement<Record<string, unknown>>, prefetchProps)}
      </Link>
    );
  }
  return (
    <Link href={href} {...prefetchProps} {...rest}>
      {children}
    </Link>
  );
}
