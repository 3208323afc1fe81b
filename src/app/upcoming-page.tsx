/**
 * Stands in for a screen whose feature has not landed yet, so every route of SPEC §2 exists
 * and none crashes. Each use names the open issue that replaces it (see docs/ARCHITECTURE.md).
 */
import { Link } from 'wouter';
import { Button } from '../ui/button';
import { Lead, Page, Title } from '../ui/page';

export function UpcomingPage({ title = '볼트X' }: { title?: string }) {
  return (
    <Page>
      <Title>{title}</Title>
      <Lead>이 화면은 준비 중이에요. 조금만 기다려 주세요.</Lead>
      <Link href="/" asChild>
        <Button as="a">볼트X 메인으로</Button>
      </Link>
    </Page>
  );
}
