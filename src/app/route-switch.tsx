import { styled } from '@linaria/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { color } from '../ui/tokens';
import { documentTitleOf, useDocumentTitle } from './document-title';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { areaOf, type RouteArea, type RouteTable, tableOf } from './routes';
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

function TableSwitch({ table, location }: { table: RouteTable; location: string }) {
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

const areaSwitches = new Map<RouteArea, ComponentType<{ location: string }>>();

/** The switch of an area whose table loads on demand (routes.tsx), as a lazy component: loaded once, then drawn at once. */
function areaSwitch(area: RouteArea): ComponentType<{ location: string }> {
  let AreaSwitch = areaSwitches.get(area);
  if (!AreaSwitch) {
    AreaSwitch = lazy(() =>
      tableOf(area).then((table) => ({
        default: ({ location }: { location: string }) => <TableSwitch table={table} location={location} />,
      })),
    );
    areaSwitches.set(area, AreaSwitch);
  }
  return AreaSwitch;
}

/**
 * The page of the address under its top area (top-area.tsx), which is there before the page's
 * code and stays when the page fails, so a broken screen still has its way back. An address whose
 * table has not come yet shows the page's blank stand-in until it does; a table that cannot come
 * (offline, the console is not kept on the device) says so under a way back home.
 */
export function RouteSwitch({ table }: { table?: RouteTable }) {
  const [location] = useLocation();
  const area = areaOf(location);
  const known = table ?? area.table;
  if (known) return <TableSwitch table={known} location={location} />;
  const AreaSwitch = areaSwitch(area);
  return (
    <RouteErrorBoundary resetKey={location} wayHome>
      <Suspense fallback={<Loading aria-busy="true" />}>
        <AreaSwitch location={location} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
