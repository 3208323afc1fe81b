/**
 * What a valid request to each route looks like, so the fuzzer can start from it and change one
 * thing: the body's contract struct (a valid body is derived from it, with world ids and a few
 * field values as hints), the query and the path parameters. A route missing here is still fuzzed,
 * with garbage only.
 */
import { createECDH } from 'node:crypto';
import { type Struct, validate } from 'superstruct';
import { KakaoLoginRequest, LoginCodeRequest, LoginRequest, SandboxAuthorizeRequest } from '../../../src/contract/auth';
import { BizLoginRequest, SeenCoffeechats, SendCuration, SendOffer } from '../../../src/contract/biz';
import { AnalyticsBatch } from '../../../src/contract/content';
import { SchoolEntry, SchoolEntryPatch } from '../../../src/contract/education';
import { AgentRequest } from '../../../src/contract/files';
import { AnswerGuestInquiry, GuestContactCodeRequest, GuestInquiryInput } from '../../../src/contract/guest-inquiries';
import { LifetimeComplete, LifetimeVerify, LifetimeWindowRequest, ShareRequest } from '../../../src/contract/income';
import { AdditionalUpdate } from '../../../src/contract/legacy';
import { AskOtherTimes, CancelMeeting, PickSlot, ProposeSlots } from '../../../src/contract/meetings';
import { BizSendMessage, MarkRead, OpenInquiry, SendMessage } from '../../../src/contract/messages';
import { AnswerRevision, AskRevision } from '../../../src/contract/offer-revisions';
import {
  CoffeechatRequest,
  ExtendAttack,
  LikeRequest,
  OfferGroupAnswer,
  RefuseRequest,
  SaveCoffeechatQuestions,
} from '../../../src/contract/offers';
import { PartnerLogin } from '../../../src/contract/partners';
import {
  ChooseCompanies,
  DeleteAccount,
  EmailUpdate,
  HashtagUpdate,
  IsMajor,
  MorePatch,
  SurveyAnswers,
  TechStackUpdate,
  UserSelectUpdate,
  Willingness,
} from '../../../src/contract/profile';
import { PushSubscriptionBody, PushUnsubscribeBody } from '../../../src/contract/push';
import { SandboxExpire, SandboxRevisionDue } from '../../../src/contract/sandbox';
import {
  CreateUser,
  SaveSalary,
  TaxRequest,
  TaxVerify,
  UtmCreate,
  UtmPatch,
  VerificationRequest,
  VerifyCompletion,
} from '../../../src/contract/signup';
import type { RegisteredRoute } from '../route-table';
import type { Identity, WorldIds } from './world';

// biome-ignore lint/suspicious/noExplicitAny: structs of every shape are walked alike.
type AnyStruct = Struct<any, any>;
type Hints = Record<string, unknown>;

interface RouteContract {
  body?: AnyStruct;
  /** Field values the derivation cannot guess (which id, a union's member, a rule across fields). */
  hints?: (ids: WorldIds) => Hints;
  query?: (ids: WorldIds) => Record<string, string>;
  /** Headers a valid request needs besides Authorization (sent in most runs). */
  headers?: Record<string, string>;
  /** A valid body that is not JSON. */
  rawBody?: string;
}

const BIZ_PASSWORD = 'boltx-demo-2026';
/** A browser's push key: an uncompressed P-256 point, base64url. */
const P256_PUBLIC_KEY = createECDH('prime256v1').generateKeys('base64url');
/** The first bytes of a PDF, for the upload link's PUT. */
const PDF_BYTES = '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';

/** Values by field name, tried first wherever a field of that name is valid with them. */
const commonHints = (ids: WorldIds): Hints => ({
  phone: '01012345678',
  code: '123456',
  name: '홍길동',
  birthday: '19900101',
  gender: '남성',
  email: 'fuzz@example.com',
  password: BIZ_PASSWORD,
  redirectUri: '/login/autho',
  state: 'state-12345678',
  landing: '/?utm_source=fuzz',
  jobLabel: '개발',
  jobSubLabel: '백엔드',
  identity: '9001011234567',
  loginTypeLevel: 1,
  message: '퍼즈 테스트 메시지입니다.',
  refusalReason: '연봉이 맞지 않아요',
  reason: '이직했어요',
  month: 1,
  offerId: ids.offerId,
  groupId: ids.groupId,
  roomId: ids.roomId,
  messageId: ids.messageId,
  coffeechatId: ids.coffeechatId,
  candidateId: ids.poolCandidateId,
  companyId: ids.companyIds[0],
  companyIds: ids.companyIds.slice(0, 2),
  userSelect: ids.companyIds.slice(0, 2),
  eventId: ids.eventId,
  years: [2018, 2019, 2020, 2021, 2022],
  startYear: 2018,
  endYear: 2022,
  salaryMin: 6000,
  salaryMax: 7000,
  position: '백엔드 개발자',
  offerItems: ['재택근무'],
  hashtags: ['#성장', '#협업'],
  techStackItems: ['React', 'TypeScript'],
  school: '한빛대학교',
  major: '컴퓨터공학',
  degree: '학사',
  start: '2015-03',
  end: '2019-02',
  consents: ['SERVICE', 'PRIVACY', 'THIRD_PARTY'].map((code) => ({ code, version: '2026-01', agreed: true })),
  salaryItems: [
    { type: 'INPUT', year: 2025, salary: 5200 },
    { type: 'HOPE', year: 2025, salary: 6000 },
  ],
  userSurveyItems: [{ code: 'Q1', answer: '성장할 수 있는 곳' }],
  endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-1',
  keys: { p256dh: P256_PUBLIC_KEY, auth: 'A'.repeat(22) },
  events: [{ name: 'page_view', path: '/offers', anonymousId: 'fuzz-anon-1234' }],
  mode: 'money',
  resumeFileId: null,
  portfolioFileId: null,
  careerItems: [],
  fileIds: [],
  ...ids.continuation,
});

const contracts: Record<string, RouteContract> = {
  'DELETE /api/push/subscriptions': { body: PushUnsubscribeBody },
  'PUT /api/files/:token': { headers: { 'Content-Type': 'application/pdf', 'If-None-Match': '*' }, rawBody: PDF_BYTES },
  'DELETE /api/v3/users': { body: DeleteAccount },
  'PATCH /api/biz/message/rooms/:roomId/read': { body: MarkRead },
  'PATCH /api/users/companies/:mode': { body: ChooseCompanies },
  'PATCH /api/users/email': { body: EmailUpdate },
  'PATCH /api/users/additional': { body: AdditionalUpdate },
  'PATCH /api/users/hashtag': { body: HashtagUpdate },
  'PATCH /api/users/ismajor': { body: IsMajor },
  'PATCH /api/users/message/:roomId/read': { body: MarkRead },
  'PATCH /api/users/offers/group/:groupId': {
    body: OfferGroupAnswer,
    hints: (ids) => ({ isLike: true, offerItems: ids.groupOfferIds.slice(0, 1) }),
  },
  'PATCH /api/users/offers/like': { body: LikeRequest, hints: (ids) => ({ id: ids.offerId }) },
  'PATCH /api/users/schools/:id': { body: SchoolEntryPatch },
  'PATCH /api/users/surveys/:id': { body: SurveyAnswers },
  'PATCH /api/users/techstack': { body: TechStackUpdate },
  'PATCH /api/users/utm': { body: UtmPatch, hints: (ids) => ({ id: ids.utmId, status: 'JOB_CHOICE' }) },
  'PATCH /api/users/willingness': { body: Willingness },
  'PATCH /api/v2/users/attack': { body: ExtendAttack },
  'PATCH /api/v2/users/more/:id': {
    body: MorePatch,
    hints: () => ({ resumeUrl: '', portfolioUrl: 'https://example.com/portfolio', githubUrl: '', linkedinUrl: '' }),
  },
  'PATCH /api/v2/users/offers/refuse/:id': { body: RefuseRequest },
  'PATCH /api/v2/users/select/:id': { body: UserSelectUpdate },
  'POST /api/biz/curations': {
    body: SendCuration,
    hints: (ids) => ({
      items: ids.companyIds.slice(0, 2).map((companyId) => ({
        companyId,
        salaryMin: 6500,
        salaryMax: 7200,
        position: '백엔드 개발자',
        offerItems: ['유연근무제'],
      })),
    }),
  },
  'POST /api/biz/login': { body: BizLoginRequest, hints: () => ({ email: 'agent@boltx.example' }) },
  'POST /api/biz/message/rooms/:roomId': { body: BizSendMessage },
  'POST /api/biz/offers': { body: SendOffer },
  'POST /api/biz/offers/:id/revision': {
    body: AnswerRevision,
    hints: () => ({ decision: 'REVISE', salaryMin: 7000, salaryMax: 9000, offerItems: ['재택근무'], reason: '' }),
  },
  'POST /api/biz/offers/:id/revision-request': {
    body: AskRevision,
    hints: () => ({ salaryMin: 9000, salaryMax: 9900, wishes: ['재택근무'], note: '재택이면 좋겠어요' }),
  },
  'POST /api/v2/users/offers/:id/revision': {
    body: AskRevision,
    hints: () => ({ salaryMin: 9000, salaryMax: 9900, wishes: ['재택근무'], note: '재택이면 좋겠어요' }),
  },
  'POST /api/sandbox/offers/revision-due': { body: SandboxRevisionDue, hints: (ids) => ({ offerId: ids.offerId }) },
  'POST /api/biz/guest-inquiries/:inquiryId/answers': { body: AnswerGuestInquiry },
  'POST /api/guest/inquiries': {
    body: GuestInquiryInput,
    hints: () => ({ message: '인증이 되지 않아요.', contactKind: 'PHONE', contact: '010-1234-5678', code: '123456' }),
  },
  'POST /api/guest/inquiries/codes': {
    body: GuestContactCodeRequest,
    hints: () => ({ contactKind: 'PHONE', contact: '010-1234-5678' }),
  },
  'POST /api/events': { body: AnalyticsBatch },
  'POST /api/income/lifetime': { body: LifetimeWindowRequest },
  'POST /api/income/lifetime/complete': { body: LifetimeComplete },
  'POST /api/income/lifetime/share': { body: ShareRequest },
  'POST /api/income/lifetime/verify': { body: LifetimeVerify },
  'POST /api/partners/login': { body: PartnerLogin, hints: () => ({ email: 'partner@boltx.example' }) },
  'POST /api/push/subscriptions': { body: PushSubscriptionBody },
  'POST /api/sandbox/oauth/authorize': { body: SandboxAuthorizeRequest },
  'POST /api/sandbox/offers/expire': { body: SandboxExpire, hints: () => ({ groupId: undefined }) },
  'POST /api/users/agent': { body: AgentRequest },
  'POST /api/users/coffeechats/:id/meeting/pick': { body: PickSlot, hints: () => ({ slotId: 1 }) },
  'POST /api/users/coffeechats/:id/meeting/other-times': {
    body: AskOtherTimes,
    hints: () => ({ note: '다음 주 오후' }),
  },
  'POST /api/users/coffeechats/:id/meeting/cancel': {
    body: CancelMeeting,
    hints: () => ({ reason: '일정이 안 맞아요' }),
  },
  'POST /api/biz/coffeechats/:id/cancel': { body: CancelMeeting, hints: () => ({ reason: '채용 마감' }) },
  'POST /api/biz/coffeechats/:id/slots': {
    body: ProposeSlots,
    hints: () => ({
      mode: 'ONLINE',
      link: 'https://meet.example.com/fuzz',
      slots: [1, 2].map((day) => {
        const start = Math.ceil((Date.now() + day * 24 * 60 * 60_000) / 60_000) * 60_000;
        return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + 30 * 60_000).toISOString() };
      }),
    }),
  },
  'POST /api/biz/coffeechats/seen': { body: SeenCoffeechats, hints: (ids) => ({ ids: [ids.coffeechatId] }) },
  'POST /api/users/coffeechats/questions': {
    body: SaveCoffeechatQuestions,
    hints: () => ({ items: ['팀 분위기는 어떤가요?'] }),
  },
  'POST /api/users/login': { body: LoginRequest },
  'POST /api/users/login/code': { body: LoginCodeRequest },
  'POST /api/users/login/kakao': { body: KakaoLoginRequest },
  'POST /api/users/message': { body: SendMessage },
  'POST /api/users/message/room': { body: OpenInquiry },
  'POST /api/users/schools': { body: SchoolEntry },
  'POST /api/users/utm': { body: UtmCreate },
  'POST /api/v2.1/users/coffeechat': { body: CoffeechatRequest, hints: (ids) => ({ offerId: ids.superOfferId }) },
  'POST /api/v2/users': { body: CreateUser },
  'POST /api/v2/users/salary': { body: SaveSalary, hints: () => ({ salaryType: 'HEALTH' }) },
  'POST /api/v3/users/tax': {
    body: TaxRequest,
    hints: (ids) => ({ name: ids.candidateName, phone: ids.candidatePhone, identity: '9001011234567' }),
  },
  'POST /api/v3/users/tax/verify': { body: TaxVerify },
  'POST /api/v3/users/verify': { body: VerifyCompletion },
  'POST /api/v2/users/verify': { body: VerifyCompletion },
  'POST /api/v3/users/verify/request': {
    body: VerificationRequest,
    hints: (ids) => ({ id: ids.signupId, ...ids.signupPerson }),
  },
  'GET /api/auth/kakao/authorize-url': { query: () => ({ redirectUri: '/login/autho', state: 'state-12345678' }) },
  'GET /api/biz/candidates': {
    query: () => ({
      jobLabel: '개발',
      minYears: '1',
      maxYears: '10',
      salaryMin: '3000',
      salaryMax: '9000',
      techStack: 'React',
      hashtag: '성장',
      page: '1',
    }),
  },
  'GET /api/biz/message/rooms/:roomId/:messageId': { query: () => ({ type: 'before' }) },
  'GET /api/biz/offers': { query: () => ({ status: 'WAITING' }) },
  'GET /api/companies': { query: () => ({ sort: 'random' }) },
  'GET /api/companies/logo': { query: () => ({ name: '한빛모빌리티' }) },
  'GET /api/faqs': { query: () => ({ variant: 'company' }) },
  'GET /api/income/lifetime/item': { query: () => ({ prevName: '개발' }) },
  'GET /api/income/lifetime/verify/status': { query: (ids) => ({ eventId: ids.eventId, loadCount: '1' }) },
  'GET /api/sandbox/inbox': { query: (ids) => ({ phone: ids.candidatePhone }) },
  'GET /api/users/agent/upload': { query: () => ({ fileType: 'pdf', size: '1000', name: 'brief.pdf' }) },
  'GET /api/users/coffeechats/questions': { query: (ids) => ({ coffeechatId: String(ids.coffeechatId) }) },
  'GET /api/users/companies/search': { query: () => ({ q: '한빛' }) },
  'GET /api/users/exist': { query: () => ({ name: '홍길동', phone: '01012345678' }) },
  'GET /api/users/labels/search': { query: () => ({ q: '개발' }) },
  'GET /api/users/major': { query: () => ({ q: '컴퓨터' }) },
  'GET /api/users/message/:roomId/:messageId': { query: () => ({ type: 'after' }) },
  'GET /api/users/s3/upload/:id': {
    query: () => ({ type: 'resume', fileType: 'pdf', size: '1000', name: 'cv.pdf' }),
  },
  'GET /api/users/school': { query: () => ({ q: '한빛' }) },
  'GET /api/users/surveys/answer/:id': { query: () => ({ surveyCodeItems: 'Q1,Q2' }) },
  'GET /api/users/techStackSearch': { query: () => ({ q: 'Re' }) },
  'GET /api/v2/users/offers/history': { query: () => ({ isSelected: 'true' }) },
  'GET /api/v3/users/forums/blog': { query: () => ({ limit: '5' }) },
  'GET /api/v3/users/offers': { query: () => ({ isSelected: 'false', isExpired: 'false' }) },
  'GET /api/v2/users/offers': { query: () => ({ isSelected: 'false', isExpired: 'false' }) },
};

/** Path parameters that name the world's own rows, by route path (then by parameter name). */
function validParams(path: string, ids: WorldIds): Record<string, string> {
  const byPath: Record<string, Record<string, string>> = {
    '/api/biz/candidates/:id': { id: ids.poolCandidateId },
    '/api/careers/:id': { id: String(ids.careerId) },
    '/api/users/schools/:id': { id: String(ids.schoolId) },
    '/api/v2/users/offers/:id': { id: String(ids.offerId) },
    '/api/v2/users/offers/refuse/:id': { id: String(ids.superOfferId) },
    '/api/v2/users/offers/:id/company': { id: String(ids.offerId) },
    '/api/v2/users/offers/:id/revision': { id: String(ids.offerId) },
    '/api/biz/offers/:id/revision': { id: String(ids.offerId) },
    '/api/biz/offers/:id/revision-request': { id: String(ids.offerId) },
    ...Object.fromEntries(
      [
        '/api/users/coffeechats/:id/meeting',
        '/api/users/coffeechats/:id/meeting.ics',
        '/api/users/coffeechats/:id/meeting/pick',
        '/api/users/coffeechats/:id/meeting/other-times',
        '/api/users/coffeechats/:id/meeting/cancel',
        '/api/biz/coffeechats/:id/slots',
        '/api/biz/coffeechats/:id/cancel',
        '/api/biz/coffeechats/:id/complete',
      ].map((coffeechatPath) => [coffeechatPath, { id: String(ids.coffeechatId) }]),
    ),
    '/api/files/:token': { token: ids.fileToken },
    '/api/referrals/:token': { token: ids.referralToken },
  };
  const byName: Record<string, string> = {
    // The candidate's own user id: /more/:id, /select/:id, /surveys/:id, /s3/upload/:id.
    id: ids.candidateId,
    roomId: String(ids.roomId),
    messageId: String(ids.messageId),
    groupId: String(ids.groupId),
    mode: 'interest',
    token: ids.referralToken,
  };
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  return Object.fromEntries(names.map((name) => [name, byPath[path]?.[name] ?? byName[name] ?? '1']));
}

const accepts = (struct: AnyStruct, value: unknown) => !validate(value, struct, { coerce: true })[0];

const stringGuesses = ['퍼즈 예시', 'abcdefgh12', 'https://example.com/a', '/', '2020-01', '01012345678', ''];
const numberGuesses = [1, 5, 2020, 6000];

/**
 * A valid value of `struct`, walked from its schema: hints by field name first, then guesses by
 * type. Answers undefined when nothing fits (a refinement the guesses do not meet).
 */
function derive(struct: AnyStruct, field: string | undefined, hints: Hints): unknown {
  if (field !== undefined && field in hints && accepts(struct, hints[field])) return hints[field];
  const pick = (guesses: unknown[]) => guesses.find((guess) => accepts(struct, guess));
  switch (struct.type) {
    case 'object':
    case 'type': {
      const value: Record<string, unknown> = {};
      for (const [name, fieldStruct] of Object.entries(struct.schema as Record<string, AnyStruct>)) {
        if (accepts(fieldStruct, undefined) && !(name in hints)) continue;
        const fieldValue = derive(fieldStruct, name, hints);
        if (fieldValue !== undefined) value[name] = fieldValue;
      }
      return value;
    }
    case 'array': {
      const item = derive(struct.schema as AnyStruct, undefined, hints);
      return pick([1, 0, 2, 3, 5].map((length) => Array.from({ length }, () => item)));
    }
    case 'enums':
      return Object.values(struct.schema as object)[0];
    case 'literal':
      return struct.schema;
    case 'boolean':
      return true;
    case 'number':
    case 'integer':
      return pick(numberGuesses);
    case 'string':
      return pick(stringGuesses);
    default:
      return pick([...numberGuesses, ...stringGuesses, true, null, [], {}]);
  }
}

export interface ValidRequest {
  params: Record<string, string>;
  query?: Record<string, string>;
  /** A body the route's contract accepts; undefined when the route takes none or is not in the table. */
  body?: unknown;
  headers?: Record<string, string>;
  rawBody?: string;
}

/** A valid request to `route` in the world; throws when a contract's body cannot be derived. */
export function validRequest(route: RegisteredRoute, ids: WorldIds): ValidRequest {
  const contract = contracts[`${route.method} ${route.path}`];
  const params = validParams(route.path, ids);
  // The route that deletes a school entry takes its own, so the others still find theirs.
  if (route.method === 'DELETE' && route.path === '/api/users/schools/:id') params.id = String(ids.spareSchoolId);
  if (!contract) return { params };
  let body: unknown;
  if (contract.body) {
    body = derive(contract.body, undefined, { ...commonHints(ids), ...contract.hints?.(ids) });
    const [error] = validate(body, contract.body, { coerce: true });
    if (error) {
      throw new Error(
        `no valid body derived for ${route.method} ${route.path} (${error.message}); add a hint in route-contracts.ts`,
      );
    }
  }
  return { params, query: contract.query?.(ids), body, headers: contract.headers, rawBody: contract.rawBody };
}

/** Who a route is for: the console's routes for its staff, the partner page for a partner, the rest for a candidate. */
export function homeIdentities(route: RegisteredRoute): Identity[] {
  if (route.path.startsWith('/api/biz/') && route.path !== '/api/biz/login') return ['operator', 'agent', 'recruiter'];
  if (route.path.startsWith('/api/partners/me')) return ['partner'];
  return ['candidate'];
}

/** Routes whose valid request uses the caller up (deleting the account): each run takes a new candidate. */
export const usesUpTheCandidate = (route: RegisteredRoute) =>
  route.method === 'DELETE' && route.path === '/api/v3/users';
