/**
 * Referral partners (SPEC §1, §3 partner session): a partner logs in at /partners/login, shares
 * their link /r/{token}, and sees the sign-ups it brought — never who they are.
 */
import { array, enums, type Infer, integer, object, pattern, size, string } from 'superstruct';
import { IsoDate } from './validators';

export const PARTNER_PASSWORD_MAX = 100;
/** The shared invitation (SPEC §1 partners mode). */
export const partnerInvitation = (name: string) => `${name}님이 볼트X를 추천했어요`;
export const PARTNER_INVITATION_BODY = '검증된 연봉으로 이력서를 등록하고 기업의 연봉 제안을 받아보세요.';
export const REFERRAL_NOT_FOUND = '유효하지 않은 추천 링크입니다. 링크를 다시 확인해 주세요.';
/** The token of a referral link /r/{token}. */
export const ReferralToken = pattern(string(), /^[A-Za-z0-9]{8,32}$/);

export const PartnerLogin = object({
  email: size(string(), 3, 254),
  password: size(string(), 1, PARTNER_PASSWORD_MAX),
});
export type PartnerLogin = Infer<typeof PartnerLogin>;

export const ReferralStatus = enums(['VERIFIED', 'SUBMITTED', 'MATCHED', 'LEFT']);
export type ReferralStatus = Infer<typeof ReferralStatus>;

/** One sign-up through the partner's link, anonymized: an order number, the day, and how far it got. */
export const Referral = object({
  number: integer(),
  /**
   * The KST calendar day the member joined (YYYY-MM-DD), never the moment: an exact time could be
   * matched against when a friend signed up and so name the member.
   */
  joinedAt: IsoDate,
  status: ReferralStatus,
});
export type Referral = Infer<typeof Referral>;

/** GET /partners/me */
export const PartnerMe = object({
  name: string(),
  /** The path of the referral link, e.g. /r/Ab12Cd34Ef; the app makes it absolute. */
  referralPath: string(),
  referrals: array(Referral),
  counts: object({ total: integer(), submitted: integer(), matched: integer() }),
});
export type PartnerMe = Infer<typeof PartnerMe>;

/** GET /referrals/{token}: who recommends the visitor. */
export const ReferralInfo = object({ partnerName: string(), token: ReferralToken });
export type ReferralInfo = Infer<typeof ReferralInfo>;
