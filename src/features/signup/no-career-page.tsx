import { Link } from 'wouter';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';

/** /submit_kakao/nocareer: the lookup found no career (SPEC §8, 422). */
export function NoCareerPage() {
  return (
    <Page>
      <Title>경력 정보가 조회되지 않습니다.</Title>
      <Lead>
        볼트X는 건강보험 가입 이력으로 경력을 인증할 수 있는 분만 참여할 수 있어요. 재직 중인 회사의 4대보험 가입 후
        다시 시도해 주세요.
      </Lead>
      <Link href="/" asChild>
        <Button as="a">볼트X 메인으로</Button>
      </Link>
    </Page>
  );
}
