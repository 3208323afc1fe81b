/**
 * /r/:token — a partner's referral link (DESIGN.md §3): "{name}님이 볼트X를 추천했어요" and the way
 * into sign-up. A known token is remembered for the tab (lib/referral.ts) and sent with the
 * sign-up. An unknown or mangled token is a plain Korean page with a way to the landing, never an
 * error page.
 */

import { styled } from '@linaria/react';
import { useEffect } from 'react';
import { is } from 'superstruct';
import { Link, useParams, useSearch } from 'wouter';
import { PARTNER_INVITATION_BODY, partnerInvitation, REFERRAL_NOT_FOUND, ReferralToken } from '../../contract/partners';
import { ApiError } from '../../lib/http';
import { rememberReferral } from '../../lib/referral';
import { utmSuffix } from '../../lib/share-utm';
import { Button } from '../../ui/button';
import { type NextStep, NextSteps } from '../../ui/next-steps';
import { Lead, Page, Title } from '../../ui/page';
import { StickyBar } from '../../ui/sticky-bar';
import { color, font, radius, space } from '../../ui/tokens';
import { useReferral } from './api';

const HowItWorks = styled.ol`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: ${space.lg} ${space.lg} ${space.lg} ${space.xxl};
  border-radius: ${radius.lg};
  background: ${color.primarySoft};
  font-size: ${font.size.body};
  line-height: 1.6;

  & strong {
    display: block;
  }
  & span {
    color: ${color.textSub};
    font-size: ${font.size.caption};
  }
`;

const moreSteps: NextStep[] = [
  { href: '/attack', label: '연봉 제안 알아보기', hint: '어떤 회사가 어떻게 제안하는지 먼저 살펴보세요.' },
  { href: '/coffeechat', label: '커피챗이 뭔가요?', hint: '마음에 드는 제안은 채용 담당자와 가볍게 이야기해 봐요.' },
  { href: '/login', label: '이미 볼트X 회원이에요', hint: '로그인하고 받은 제안을 확인하세요.' },
];

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
      <HowItWorks aria-label="시작하는 방법">
        <li>
          <strong>3초 만에 경력 인증</strong>
          <span>카카오 인증서나 PASS로 경력과 연봉을 불러와요.</span>
        </li>
        <li>
          <strong>이력서와 희망 연봉 등록</strong>
          <span>이력서를 올리면 21% 더 많은 제안을 받아요.</span>
        </li>
        <li>
          <strong>기업의 연봉 제안 받기</strong>
          <span>이름은 내가 제안을 수락한 회사에만 공개돼요.</span>
        </li>
      </HowItWorks>
      <NextSteps title="더 알아보기" steps={moreSteps} />
      <StickyBar>
        <Link href={`/submit${suffix}`} asChild>
          <Button as="a">3초 만에 경력 인증하고 시작하기</Button>
        </Link>
      </StickyBar>
    </Page>
  );
}
