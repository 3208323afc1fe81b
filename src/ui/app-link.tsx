/**
 * A link whose behaviour the host decides. Inside the app shell it is the router's prefetching
 * link (app/prefetch-link.tsx, given through LinkProvider); in the landing's islands
 * (app/landing-islands.tsx), which carry no router, it is a plain anchor: the next page is a full
 * navigation, served by the service worker once installed.
 */
import {
  type ComponentProps,
  type ComponentType,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  useContext,
} from 'react';

export type AppLinkProps = ComponentProps<'a'> & {
  href: string;
  /** Render the single child (e.g. a styled Button) as the link. */
  asChild?: boolean;
};

function PlainLink({ href, asChild, children, ...rest }: AppLinkProps) {
  if (asChild && isValidElement(children)) {
    return cloneElement(children as ReactElement<Record<string, unknown>>, { href, ...rest });
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

const LinkComponent = createContext<ComponentType<AppLinkProps>>(PlainLink);

export const LinkProvider = LinkComponent.Provider;

export function AppLink(props: AppLinkProps) {
  const Link = useContext(LinkComponent);
  return <Link {...props} />;
}
