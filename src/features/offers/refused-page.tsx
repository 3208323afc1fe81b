import { Link, useSearch } from 'wouter';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';

/** /my/result/hate/:id?company=&message=y — after refusing an offer. */
export function RefusedPage() {
  const search = new URLSearchParams(useSearch());
  const company = search.get('company') ?? '';
  const messageSent = search.get('message') === 'y';
  return (
    <Page>
      <Title>{company ? `${company}의 제안을 거절했어요` : '제안을 거절했어요'}</Title>
      <Lead>
        {messageSent
          ? '남겨 주신 사유는 기업에 전달돼요. 더 잘 맞는 제안을 받을 수 있도록 도울게요.'
          : '더 잘 맞는 제안을 받을 수 있도록 도울게요.'}
      </Lead>
      <Link href="/my/attack" asChild replace>
        <Button as="a">받은 제안 보기</Button>
      </Link>
    </Page>
  );
}
