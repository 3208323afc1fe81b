import { styled } from '@linaria/react';
import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { color } from '../ui/tokens';
import { documentTitleOf, useDocumentTitle } from './document-title';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { type AppRoute, routes } from './routes';
import { TopArea } from './top-area';

/**
 * The white of a page while its code arrives, fixed behind the top area rather than in the flow
 * under it: a note or the sandbox strip appearing above it (the restored cache's health, a returning
 * visit) moved this full-height box down, counted as a layout shift (Lighthouse: CLS 0.035).
 */
const NOT_FOUND_TITLE = '페이지를 찾을 수 없어요';

const Loading = styled.div`
  position: fixed;
  inset: 0;
  z-index: -1;
  background: ${color.surface};
`;

function DocumentTitle({ path, title }: { path: string; title: string | undefined }) {
  useDocumentTitle(documentTitleOf(path, title));
  return null;
}

/**
 * The page of the address under its top area (top-area.tsx), which is there before the page's
 * code and stays when the page fails, so a broken screen still has its way back.
 */
export function RouteSwitch({ table = routes }: { table?: readonly AppRoute[] }) {
  const [location] = useLocation();
  return (
    <Switch>
      {table.map(({ path, page: Page, ...nav }) => (
        <Route key={path} path={path}>
          <DocumentTitle path={path} title={nav.title} />
          <TopArea nav={nav} />
          <RouteErrorBoundary resetKey={location}>
            <Suspense fallback={<Loading aria-busy="true" />}>
              <Page />
            </Suspense>
          </RouteErrorBoundary>
        </Route>
      ))}
      <Route>
        <DocumentTitle path={location} title={NOT_FOUND_TITLE} />
        <TopArea nav={{ parent: '/', title: NOT_FOUND_TITLE }} />
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
