/**
 * /money, /graph, /secret — where a shared result lands (SPEC §1 share modes, §2). A teaser per
 * mode and one way on: sign-up for visitors, the event for signed-in candidates. The utm
 * parameters were recorded by the shell's first-visit record; they travel on with the link so
 * the next step reads the same campaign.
 */
import { useAtomValue } from 'jotai';
import { Link, useSearch } from 'wouter';
import { utmSuffix } from '../../lib/share-utm';
import { isSignedInAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';
import { LifetimeIntroPoints } from './lifetime-intro';
import { Actions } from './styles';

type LandingMode = 'money' | 'graph' | 'secret';

const teasers: Record<LandingMode, { title: string; lead: string }> = {
  money: {
    title: '친구가 생애 소득을 확인했어요',
    lead: '국세청에 인증된 소득으로, 은퇴할 때까지 내가 벌 돈을 계산해 보세요.',
  },
  graph: {
    title: '친구가 연도별 소득 그래프를 확인했어요',
    lead: '지난 소득과 앞으로의 소득을 5년씩 그래프로 한눈에 확인해 보세요.',
  },
  secret: {
    title: '친구가 다른 직군의 연봉을 엿봤어요',
    lead: '인증된 연봉으로 만든 직군별 평균·중위 연봉, 궁금하지 않으세요?',
  },
};

function ShareLanding({ mode }: { mode: LandingMode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const suffix = utmSuffix(useSearch());
  const teaser = teasers[mode];
  return (
    <Page>
      <Title>{teaser.title}</Title>
      <Lead>{teaser.lead}</Lead>
      <LifetimeIntroPoints />
      <Actions>
        {signedIn ? (
          <Link href={`/event/lifetime${suffix}`} asChild>
            <Button as="a">내 생애 소득 확인하기</Button>
          </Link>
        ) : (
          <>
            <Link href={`/submit${suffix}`} asChild>
              <Button as="a">3초 만에 가입하고 확인하기</Button>
            </Link>
            <Link href={`/event/lifetime${suffix}`} asChild>
              <Button as="a" variant="secondary">
                이벤트 자세히 보기
              </Button>
            </Link>
          </>
        )}
      </Actions>
    </Page>
  );
}

export const MoneyLandingPage = () => <ShareLanding mode="money" />;
export const GraphLandingPage = () => <ShareLanding mode="graph" />;
export const SecretLandingPage = () => <ShareLanding mode="secret" />;
