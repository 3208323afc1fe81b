import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { isSignedInAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { NumberedSteps } from '../../ui/numbered-steps';
import { Lead, Page, Title } from '../../ui/page';
import { StickyBar } from '../../ui/sticky-bar';
import { color, font, radius, space } from '../../ui/tokens';

const STEPS = [
  {
    title: '경력과 연봉을 인증해요',
    body: '카카오 인증서나 PASS로 3초 만에 경력을 불러오고, 건강보험·국세청 자료로 연봉을 확인해요.',
  },
  {
    title: '기업이 먼저 연봉을 제안해요',
    body: '인증된 프로필을 본 기업이 연봉 범위와 포지션, 혜택을 담아 제안(어택)을 보내요.',
  },
  {
    title: '7일 안에 골라요',
    body: '제안은 받은 날부터 7일째 되는 날 자정까지 선택할 수 있어요. 마음에 들지 않으면 사유와 함께 거절해요.',
  },
  { title: '커피챗으로 만나요', body: '수락하면 채용 담당자와 부담 없이 이야기하는 커피챗이 시작돼요.' },
] as const;

const Privacy = styled.p`
  margin: ${space.xl} 0 0;
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  font-size: ${font.size.body};
  line-height: 1.6;
`;

/** /attack — how offers work (SPEC §2). */
export function AttackInfoPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <Page>
      <Title>{'연봉 제안은\n이렇게 받아요'}</Title>
      <Lead>지원서를 쓰지 않아도 기업이 먼저 연봉을 제안해요.</Lead>
      <NumberedSteps steps={STEPS} titleLevel="h2" />
      <Privacy>
        이름은 내가 제안을 수락한 기업에만 공개돼요. 지금 다니는 회사와 내가 제한한 회사는 내 프로필을 절대 볼 수
        없어요.
      </Privacy>
      <StickyBar>
        <Link href={signedIn ? '/my/attack' : '/submit'} asChild>
          <Button as="a">{signedIn ? '받은 제안 보기' : '내 경력 불러오기'}</Button>
        </Link>
      </StickyBar>
    </Page>
  );
}
