/** What the event is (SPEC §1): shown to visitors with a way in, and to candidates before they start. */
import type { ReactNode } from 'react';
import { LIFETIME_VERIFY_YEARS } from '../../contract/income';
import { Lead, Title } from '../../ui/page';
import { Points } from './styles';

const first = LIFETIME_VERIFY_YEARS[0];
const last = LIFETIME_VERIFY_YEARS[LIFETIME_VERIFY_YEARS.length - 1];

export function LifetimeIntro({ children }: { children: ReactNode }) {
  return (
    <>
      <Title>{'내가 평생 버는 돈은\n얼마일까요?'}</Title>
      <Lead>{`국세청에 신고된 ${first}~${last}년 소득으로 은퇴할 때까지의 생애 소득을 계산해 드려요.`}</Lead>
      <LifetimeIntroPoints />
      {children}
    </>
  );
}

/** The event's three promises. */
export function LifetimeIntroPoints() {
  return (
    <Points>
      <li>
        <strong>국세청 인증 소득으로 계산해요</strong>
        <span>카카오 인증서나 PASS로 본인 인증만 하면 소득 자료를 불러와요.</span>
      </li>
      <li>
        <strong>연도별 소득을 그래프로 보여드려요</strong>
        <span>인증된 소득과 추정 소득을 5년씩 나눠 한눈에 볼 수 있어요.</span>
      </li>
      <li>
        <strong>다른 직군의 연봉도 살짝 볼 수 있어요</strong>
        <span>인증된 연봉으로 만든 직군별 평균·중위 연봉을 확인해요.</span>
      </li>
    </Points>
  );
}
