/**
 * Builds the HTTP app. The server and every API test call createApp, so tests exercise exactly
 * what runs in production, on a fresh database.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import { ErrorCode } from '../src/contract/errors';
import { API_BASE } from '../src/contract/paths';
import type { AppDeps, AppEnv } from './app-deps';
import { badInputMessage, postgresCode } from './db/postgres-errors';
import { releaseAssetReader } from './db/release-assets';
import { ApiError } from './errors/api-error';
import { accountRoutes } from './features/account/account-routes';
import { companyRoutes } from './features/catalog/companies-routes';
import { labelRoutes } from './features/catalog/labels-routes';
import { schoolRoutes } from './features/catalog/schools-routes';
import { techStackRoutes } from './features/catalog/tech-stacks-routes';
import { bizCoffeechatMeetingRoutes } from './features/coffeechat/biz-coffeechat-meetings-routes';
import { coffeechatMeetingRoutes } from './features/coffeechat/coffeechat-meetings-routes';
import { coffeechatRoutes } from './features/coffeechat/coffeechats-routes';
import { offerGroupRoutes } from './features/curation/offer-groups-routes';
import { healthRoutes } from './features/health/health-routes';
import { metricsRoutes } from './features/health/metrics-routes';
import { incomeRoutes } from './features/income/income-routes';
import { authRoutes } from './features/login/auth-routes';
import { bizAuthRoutes } from './features/login/biz-auth-routes';
import { kakaoLoginRoutes, sandboxKakaoRoutes } from './features/login/kakao-login-routes';
import { contentRoutes } from './features/marketing/content-routes';
import { utmRoutes } from './features/marketing/utm-routes';
import { bizMessageRoutes } from './features/messages/biz-messages-routes';
import { guestInquiryRoutes } from './features/messages/guest-inquiries-routes';
import { messageRoutes } from './features/messages/messages-routes';
import { attackRoutes } from './features/offers/attack-routes';
import { bizOfferRoutes } from './features/offers/biz-offers-routes';
import { firstOffersReader } from './features/offers/first-offers-reader';
import { legacyUserRoutes } from './features/offers/legacy-users-routes';
import { myRoutes } from './features/offers/my-routes';
import { offerRoutes } from './features/offers/offers-routes';
import { partnerRoutes } from './features/partners/partners-routes';
import { bizCandidateRoutes } from './features/pool/biz-candidates-routes';
import { companiesChoiceRoutes } from './features/profile/companies-choice-routes';
import { carriesFileBytes, fileRoutes } from './features/profile/files-routes';
import { profileRoutes } from './features/profile/profile-routes';
import { pushRoutes } from './features/profile/push-routes';
import { surveyRoutes } from './features/profile/surveys-routes';
import { sandboxRoutes } from './features/sandbox/sandbox-routes';
import { signupRoutes } from './features/signup/signup-routes';
import { signupSalaryRoutes } from './features/signup/signup-salary-routes';
import { compress } from './http/compress';
import { databaseUnavailable } from './http/database-unavailable';
import { jsonOnly } from './http/json-only';
import { offersDrawer } from './http/offers-render';
import { requestLog } from './http/request-log';
import { requestMetrics } from './http/request-metrics';
import { setResponseHeader } from './http/response-headers';
import { securityHeaders } from './http/security-headers';
import { inlineSources, staticFiles } from './http/static-files';
import { trustsProxies } from './trusted-proxies';

const withoutBody = (method: string) => method === 'GET' || method === 'HEAD';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(requestMetrics(deps.metrics));
  app.use(requestId());
  app.use(
    securityHeaders({
      hsts: trustsProxies(deps.env.trustProxy),
      connectSources: deps.env.cspConnectSources,
      scriptSources: deps.env.cspScriptSources,
    }),
  );
  app.use(compress());
  app.use(`${API_BASE}/*`, requestLog(deps.logger));
  app.use(`${API_BASE}/*`, jsonOnly(carriesFileBytes));
  const jsonBodyLimit = bodyLimit({
    maxSize: deps.env.bodyLimitBytes,
    onError: () => {
      throw new ApiError(413, ErrorCode.payloadTooLarge, '요청이 너무 큽니다.');
    },
  });
  // A file's bytes (PUT /api/files/{token}) have their own cap of FILE_SIZE_MAX, counted as they stream.
  // GET and HEAD carry no body, and asking for one made @hono/node-server build a whole Request.
  app.use(`${API_BASE}/*`, (c, next) =>
    withoutBody(c.req.method) || carriesFileBytes(c) ? next() : jsonBodyLimit(c, next),
  );
  app.use(`${API_BASE}/*`, async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', 'no-store');
  });

  const api = new Hono<AppEnv>();
  api.route('/', healthRoutes(deps));
  api.route('/', authRoutes(deps));
  api.route('/', kakaoLoginRoutes(deps));
  api.route('/', companyRoutes(deps));
  api.route('/', myRoutes(deps));
  api.route('/', offerRoutes(deps));
  api.route('/', offerGroupRoutes(deps));
  api.route('/', coffeechatRoutes(deps));
  api.route('/', coffeechatMeetingRoutes(deps));
  api.route('/', messageRoutes(deps));
  api.route('/', attackRoutes(deps));
  api.route('/', labelRoutes(deps));
  api.route('/', utmRoutes(deps));
  api.route('/', schoolRoutes(deps));
  api.route('/', signupRoutes(deps));
  api.route('/', signupSalaryRoutes(deps));
  api.route('/', bizAuthRoutes(deps));
  api.route('/', bizCandidateRoutes(deps));
  api.route('/', bizOfferRoutes(deps));
  api.route('/', bizCoffeechatMeetingRoutes(deps));
  api.route('/', bizMessageRoutes(deps));
  api.route('/', guestInquiryRoutes(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', legacyUserRoutes(deps));
  api.route('/', companiesChoiceRoutes(deps));
  api.route('/', techStackRoutes(deps));
  api.route('/', surveyRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', fileRoutes(deps));
  api.route('/', incomeRoutes(deps));
  api.route('/', partnerRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', pushRoutes(deps));
  if (deps.env.sandbox) api.route('/', sandboxRoutes(deps));
  if (deps.env.sandbox) api.route('/', sandboxKakaoRoutes(deps));
  app.route(API_BASE, api);

  app.all(`${API_BASE}/*`, (c) =>
    c.json({ status: { code: ErrorCode.notFound, message: '요청한 주소를 찾을 수 없습니다.' } }, 404),
  );

  // Behind its token on this port, unless METRICS_PORT gives it a port of its own (main.ts).
  const { metricsToken, metricsPort } = deps.env.monitoring;
  if (metricsToken && metricsPort === undefined) app.route('/', metricsRoutes(deps, metricsToken));

  if (deps.env.staticDir) {
    const drawOffers = offersDrawer(deps.env.staticDir, inlineSources, deps.logger);
    // Only PostgreSQL holds other releases' assets (bootstrap.ts publishes none on PGlite).
    const releaseAssets = deps.databaseKind === 'postgres' ? releaseAssetReader(deps.db) : undefined;
    app.use(staticFiles(deps.env.staticDir, firstOffersReader(deps), drawOffers, releaseAssets));
  }

  app.notFound((c) => c.text('Not Found', 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { status: { code: ErrorCode.badRequest, message: '요청 형식이 올바르지 않습니다.' } },
        error.status,
      );
    }
    // The database is away: a known state, answered 503 and logged once per outage, not per request.
    const unavailable = databaseUnavailable(c, error, deps.databaseOutage);
    if (unavailable) return unavailable;
    // Input the contract let through but the database cannot take (text it cannot encode, a number
    // its column cannot hold) is still bad input.
    const inputMessage = badInputMessage(error);
    if (inputMessage) return c.json({ status: { code: ErrorCode.badRequest, message: inputMessage } }, 400);
    const databaseCode = postgresCode(error);
    // Database errors carry the query's bound values (names, phones) in their message: log only
    // the kind of error and where it happened, never the message.
    deps.logger.error('unhandled error', {
      requestId: c.get('requestId'),
      path: c.req.path,
      error: error instanceof Error ? error.name : typeof error,
      databaseCode,
      frames:
        error instanceof Error
          ? error.stack
              ?.split('\n')
              .filter((line) => line.trimStart().startsWith('at '))
              .slice(0, 8)
          : undefined,
    });
    deps.errorReports.capture(error, {
      method: c.req.method,
      route: routePath(c),
      requestId: c.get('requestId'),
      databaseCode,
    });
    return c.json(
      { status: { code: ErrorCode.internal, message: '요청을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.' } },
      500,
    );
  });

  return app;
}
