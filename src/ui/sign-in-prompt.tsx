import { Link } from 'wouter';
import { Button } from './button';
import { Lead, Page, Title } from './page';

/** What a visitor sees on a page that needs a signed-in candidate (SPEC §1: visitors see login prompts). */
export function SignInPrompt({ lead }: { lead: string }) {
  return (
    <Page>
      <Title>로그인이 필요해요</Title>
      <Lead>{lead}</Lead>
      <Link href="/login" asChild>
        <Button as="a">로그인하기</Button>
      </Link>
    </Page>
  );
}
