/**
 * /r/:token — a partner's referral link (DESIGN.md §3): "{name}님이 당신을 추천했어요" and the way
 * into sign-up. A known token is remembered for the tab (lib/referral.ts) and sent with the
 * sign-up. An unknown or mangled token is a plain Korean page with a way to the landing, never an
 * error page.
 */
import { useEffect } from 'react';
import { is } from 'superstruct';
import { Link, useParams, useSearch } from 'wouter';
import { PARTNER_INVITATION_BODY, partnerInvitation, REFERRAL_NOT_FOUND, ReferralToken } from '../../contract/partners';
import { ApiError } from '../../lib/http';
import { rememberReferral } from '../../lib/referral';
import { utmSuffix } from '../../lib/share-utm';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';
import { useReferral } from './api';

function ToLanding() {
  return (
    <Link href="/" asChild>
      <Button as="a">볼트X 둘러보기</Button>
    </Link>
  );
}

export function ReferralPage() {
  const { token = '' } = useParams<{ token: string }>();
  const wellFormed = is(token, ReferralToken);
  const referral = useReferral(token, wellFormed);
  const suffix = utmSuffix(useSearch());
  const partnerName = referral.data?.partnerName;

  useEffect(() => {
    if (partnerName) rememberReferral(token);
  }, [partnerName, token]);

  const unknown = !wellFormed || (referral.error instanceof ApiError && referral.error.status === 404);
  if (unknown) {
    return (
      <Page>
        <Title>추천 링크를 확인해 주세요</Title>
        <Lead>{REFERRAL_NOT_FOUND}</Lead>
        <ToLanding />
      </Page>
    );
  }

  if (referral.isError) {
    return (
      <Page>
        <Title>추천 정보를 불러오지 못했어요</Title>
        <Lead role="alert">인터넷 연결을 확인한 뒤 다시 시도해 주세요.</Lead>
        <Button type="button" onClick={() => void referral.refetch()}>
          다시 시도하기
        </Button>
      </Page>
    );
  }

  if (!partnerName) {
    return (
      <Page aria-busy="true">
        <Lead role="status">추천 정보를 불러오고 있어요…</Lead>
      </Page>
    );
  }

  return (
    <Page>
      <Title>{partnerInvitation(partnerName)}</Title>
      <Lead>{PARTNER_INVITATION_BODY}</Lead>
      <Link href={`/submit${suffix}`} asChild>
        <Button as="a">3초 만에 경력 인증하고 시작하기</Button>
      </Link>
    </Page>
  );
}
