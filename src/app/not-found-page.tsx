import { Link } from 'wouter';
import { Button } from '../ui/button';
import { Lead, Page, Title } from '../ui/page';

export function NotFoundPage() {
  return (
    <Page>
      <Title>페이지를 찾을 수 없어요</Title>
      <Lead>주소가 바뀌었거나 없어진 페이지예요. 볼트X 메인에서 다시 시작해 주세요.</Lead>
      <Link href="/" asChild>
        <Button as="a">볼트X 메인으로</Button>
      </Link>
    </Page>
  );
}
