import { styled } from '@linaria/react';
import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { color } from '../ui/tokens';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './routes';

const Loading = styled.div`
  min-height: 100dvh;
  background: ${color.surface};
`;

export function RouteSwitch() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Suspense fallback={<Loading aria-busy="true" />}>
        <Switch>
          {routes.map(({ path, page: Page }) => (
            <Route key={path} path={path}>
              <Page />
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
