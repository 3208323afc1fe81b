/**
 * /my/preview, "기업에는 이렇게 보여요": the candidate's profile as a company sees it before their
 * coffee chat (anonymous, contact data in career details masked, hidden careers left out) and
 * after they accepted it (name, contact, files and links too), as the server builds it for the console.
 */
import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import { isSignedInAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { color, space } from '../../ui/tokens';
import { CompanyViewCard } from './company-view-card';
import { useCompanyPreview } from './preview-api';

export const PREVIEW_TITLE = '기업에는 이렇게 보여요';

const Status = styled.p`
  margin: ${space.lg} 0;
  color: ${color.textSub};
`;

function Preview() {
  const preview = useCompanyPreview();
  if (preview.isPending) return <Status role="status">불러오는 중이에요…</Status>;
  if (preview.isError) {
    return (
      <>
        <Status role="alert">미리보기를 불러오지 못했어요.</Status>
        <Button variant="secondary" onClick={() => preview.refetch()}>
          다시 시도하기
        </Button>
      </>
    );
  }
  return (
    <>
      <CompanyViewCard title="커피챗 전: 모든 기업" view={preview.data.before} />
      <CompanyViewCard title="내가 커피챗을 수락한 기업" view={preview.data.after} />
    </>
  );
}

export function CompanyPreviewPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn) return <SignInPrompt lead="기업에 보이는 내 프로필은 로그인한 뒤에 볼 수 있어요." />;
  return (
    <Page>
      <Title>{PREVIEW_TITLE}</Title>
      <Lead>
        이름과 연락처는 내가 커피챗을 수락한 기업에만 보여요. 현재 재직 중인 회사와 제한한 회사는 프로필을 볼 수 없어요.
      </Lead>
      <Preview />
    </Page>
  );
}
