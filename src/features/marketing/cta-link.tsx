import { Link } from 'wouter';
import { Button } from '../../ui/button';

/** The page's main action as a full-width button that is a link. */
export function CtaLink({ href, children, secondary }: { href: string; children: string; secondary?: boolean }) {
  return (
    <Link href={href} asChild>
      <Button as="a" variant={secondary ? 'secondary' : 'primary'}>
        {children}
      </Button>
    </Link>
  );
}
