/**
 * Builds the HTTP app. The server and every API test call createApp, so tests exercise exactly
 * what runs in production, on a fresh database.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { ErrorCode } from '../src/contract/errors';
import { API_BASE } from '../src/contract/paths';
import type { AppDeps, AppEnv } from './app-deps';
import { badInputMessage, postgresCode } from './db/postgres-errors';
import { ApiError } from './errors/api-error';
import { compress } from './http/compress';
import { databaseUnavailable } from './http/database-unavailable';
import { firstOffersReader } from './http/first-offers';
import { jsonOnly } from './http/json-only';
import { offersDrawer } from './http/offers-render';
import { requestLog } from './http/request-log';
import { setResponseHeader } from './http/response-headers';
import { securityHeaders } from './http/security-headers';
import { inlineSources, staticFiles } from './http/static-files';
import { accountRoutes } from './routes/account';
import { attackRoutes } from './routes/attack';
import { authRoutes } from './routes/auth';
import { bizAuthRoutes } from './routes/biz-auth';
import { bizCandidateRoutes } from './routes/biz-candidates';
import { bizCoffeechatMeetingRoutes } from './routes/biz-coffeechat-meetings';
import { bizMessageRoutes } from './routes/biz-messages';
import { bizOfferRoutes } from './routes/biz-offers';
import { coffeechatMeetingRoutes } from './routes/coffeechat-meetings';
import { coffeechatRoutes } from './routes/coffeechats';
import { companyRoutes } from './routes/companies';
import { companiesChoiceRoutes } from './routes/companies-choice';
import { contentRoutes } from './routes/content';
import { carriesFileBytes, fileRoutes } from './routes/files';
import { guestInquiryRoutes } from './routes/guest-inquiries';
import { healthRoutes } from './routes/health';
import { incomeRoutes } from './routes/income';
import { kakaoLoginRoutes, sandboxKakaoRoutes } from './routes/kakao-login';
import { labelRoutes } from './routes/labels';
import { legacyUserRoutes } from './routes/legacy-users';
import { messageRoutes } from './routes/messages';
import { myRoutes } from './routes/my';
import { offerGroupRoutes } from './routes/offer-groups';
import { offerRoutes } from './routes/offers';
import { partnerRoutes } from './routes/partners';
import { profileRoutes } from './routes/profile';
import { pushRoutes } from './routes/push';
import { sandboxRoutes } from './routes/sandbox';
import { schoolRoutes } from './routes/schools';
import { signupRoutes } from './routes/signup';
import { signupSalaryRoutes } from './routes/signup-salary';
import { surveyRoutes } from './routes/surveys';
import { techStackRoutes } from './routes/tech-stacks';
import { utmRoutes } from './routes/utm';

const withoutBody = (method: string) => method === 'GET' || method === 'HEAD';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(
    securityHeaders({
      hsts: deps.env.trustProxy,
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

  if (deps.env.staticDir) {
    const drawOffers = offersDrawer(deps.env.staticDir, inlineSources, deps.logger);
    app.use(staticFiles(deps.env.staticDir, firstOffersReader(deps), drawOffers));
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
    return c.json(
      { status: { code: ErrorCode.internal, message: '요청을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.' } },
      500,
    );
  });

  return app;
}
