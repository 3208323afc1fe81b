/**
 * What a share of the lifetime-income event says (SPEC §1 share modes), pure: the landing URL with
 * the utm parameters that attribute visits to this share, and the Korean title and description the
 * messenger card shows. The money card names the amount: the person chose to share it.
 */
import type { ShareContent, ShareMode } from '../../../src/contract/income';
import { formatManwon } from '../../../src/contract/money';
import { PARTNER_INVITATION_BODY, partnerInvitation } from '../../../src/contract/partners';

/** What the copy of a mode needs: the amount for money, the partner's name and link for partners. */
export type ShareFacts =
  | { mode: 'money'; lifetimeIncome: number }
  | { mode: 'graph' | 'secret' | 'default' }
  | { mode: 'partners'; partnerName: string; referralToken: string };

const SHARE_UTM = { source: 'share', medium: 'messenger' } as const;

const landingPath = (facts: ShareFacts): string => {
  switch (facts.mode) {
    case 'partners':
      return `/r/${encodeURIComponent(facts.referralToken)}`;
    case 'default':
      return '/';
    default:
      return `/${facts.mode}`;
  }
};

/** The absolute landing URL; utm_content is the share's code. */
export function shareUrl(origin: string, facts: ShareFacts, code: string): string {
  const url = new URL(landingPath(facts), origin);
  url.searchParams.set('utm_source', SHARE_UTM.source);
  url.searchParams.set('utm_medium', SHARE_UTM.medium);
  url.searchParams.set('utm_campaign', facts.mode);
  url.searchParams.set('utm_content', code);
  return url.toString();
}

export function shareCopy(facts: ShareFacts): { title: string; description: string } {
  switch (facts.mode) {
    case 'money':
      return {
        // formatManwon always ends in 원, which takes 이에요.
        title: `내 생애 소득은 ${formatManwon(facts.lifetimeIncome)}이에요`,
        description: '국세청 소득으로 계산한 생애 소득이에요. 내 생애 소득도 볼트X에서 확인해 보세요.',
      };
    case 'graph':
      return {
        title: '국세청 소득으로 그린 내 연봉 그래프',
        description: '은퇴할 때까지 내 연봉이 어떻게 달라질지 볼트X에서 그래프로 확인해 보세요.',
      };
    case 'secret':
      return {
        title: '다른 직군 친구들은 연봉을 얼마나 받을까?',
        description: '인증된 연봉으로 계산한 직군별 평균·중위 연봉을 볼트X에서 몰래 확인해 보세요.',
      };
    case 'partners':
      return { title: partnerInvitation(facts.partnerName), description: PARTNER_INVITATION_BODY };
    case 'default':
      return {
        title: '볼트X, 검증된 연봉으로 받는 연봉 제안',
        description: '경력과 연봉을 인증하면 기업이 먼저 연봉을 제안해요. 지금 볼트X에서 시작해 보세요.',
      };
  }
}

export function shareContent(origin: string, facts: ShareFacts, code: string): ShareContent {
  const mode: ShareMode = facts.mode;
  return { mode, url: shareUrl(origin, facts, code), ...shareCopy(facts) };
}
