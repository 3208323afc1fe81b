import { LoadCompanyDetails } from '../../ui/load-company-details';
import { SiteFooter } from '../../ui/site-footer';

/** The landing's footer, loaded as the visitor nears the end of the page, with its registration details. */
export const LandingFooter = () => (
  <>
    <LoadCompanyDetails />
    <SiteFooter variant="candidate" />
  </>
);
