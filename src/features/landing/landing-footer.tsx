import { SiteFooter } from '../../ui/site-footer';

/** The landing's footer, loaded as the visitor nears the end of the page. */
export const LandingFooter = () => <SiteFooter variant="candidate" />;
