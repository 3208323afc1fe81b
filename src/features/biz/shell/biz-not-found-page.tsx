import { Link } from 'wouter';
import { Button } from '../../../ui/button';
import { Lead, Page, Title } from '../../../ui/page';

/** An unknown address under /biz: the not-found words, with the way back into the console. */
export function BizNotFoundPage() {
  return (
    <Page>
      <Title>페이지를 찾을 수 없어요</Title>
      <Lead>주소가 바뀌었거나 없어진 페이지예요. 볼트X 비즈니스에서 다시 시작해 주세요.</Lead>
      <Link href="/biz" asChild>
        <Button as="a">후보자 찾기로</Button>
      </Link>
    </Page>
  );
}
