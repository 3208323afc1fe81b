/**
 * Inquiries from people who are not signed in: asking for a code to confirm the contact and
 * leaving one with it need no session (limited per contact and per client network, 429 with
 * Retry-After); reading and answering them is for the console's operators and agents (a recruiter
 * gets 403).
 */
import { type Context, Hono } from 'hono';
import { object } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import {
  AnswerGuestInquiry,
  GuestContactCodeRequest,
  type GuestContactCodeSent,
  type GuestInquiryAnswer,
  type GuestInquiryDetail,
  GuestInquiryInput,
  type GuestInquiryList,
  type GuestInquiryReceipt,
} from '../../../src/contract/guest-inquiries';
import { PositiveId } from '../../../src/contract/validators';
import type { AppDeps, AppEnv } from '../../app-deps';
import { requireBizViewer } from '../../domain/biz-accounts';
import { clientNetwork } from '../../http/client-network';
import { parseJson, parseParams } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { sendRetryAfter } from '../../http/send-retry-after';
import { sendGuestContactCode } from './guest-contact-codes';
import { answerGuestInquiry, leaveGuestInquiry, listGuestInquiries, readGuestInquiry } from './guest-inquiries';

const InquiryIdParam = object({ inquiryId: PositiveId });

export function guestInquiryRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const biz = requireSession(deps, 'biz');
  const viewer = (c: Context<AppEnv>) => requireBizViewer(deps.db, subjectOf(c));
  const inquiryId = (c: Context<AppEnv>) => parseParams(c, InquiryIdParam).inquiryId;

  app.post(apiPaths.guestContactCodes, sendRetryAfter, async (c) => {
    const request = await parseJson(c, GuestContactCodeRequest);
    const sent = await sendGuestContactCode(deps, request, clientNetwork(c, deps.env.trustProxy));
    return c.json(sent satisfies GuestContactCodeSent);
  });

  app.post(apiPaths.guestInquiries, sendRetryAfter, async (c) => {
    const input = await parseJson(c, GuestInquiryInput);
    const receipt = await leaveGuestInquiry(deps, input, clientNetwork(c, deps.env.trustProxy));
    return c.json(receipt satisfies GuestInquiryReceipt, 201);
  });

  app.get(apiPaths.bizGuestInquiries, biz, async (c) => {
    return c.json((await listGuestInquiries(deps.db, await viewer(c))) satisfies GuestInquiryList);
  });

  app.get(apiPaths.bizGuestInquiry, biz, async (c) => {
    const id = inquiryId(c);
    return c.json((await readGuestInquiry(deps.db, await viewer(c), id, deps.now())) satisfies GuestInquiryDetail);
  });

  app.post(apiPaths.bizGuestInquiryAnswers, biz, sendRetryAfter, async (c) => {
    const id = inquiryId(c);
    const { message } = await parseJson(c, AnswerGuestInquiry);
    const answer = await answerGuestInquiry(deps, await viewer(c), id, message);
    return c.json(answer satisfies GuestInquiryAnswer, 201);
  });

  return app;
}
