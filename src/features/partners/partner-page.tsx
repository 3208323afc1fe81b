/**
 * /partners — a referral partner's page (SPEC §1 partners, §3): their link to copy or share
 * (partners share mode), how many it brought and how far they got, anonymized, and a logout.
 * Without a partner session it sends to /partners/login; an expired one is the shell's alert,
 * which ends the session and comes back to /partners/login (session/sign-out.ts).
 */
import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ApiError } from '../../lib/http';
import { announceSessionExpired } from '../../lib/session-events';
import { copyText, prepareShare } from '../../lib/share';
import { useShareLink } from '../../lib/share-link';
import { signOut } from '../../session/sign-out';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';
import { Toast } from '../../ui/toast';
import { color, font, radius, space } from '../../ui/tokens';
import { usePartnerMe } from './api';
import { ReferralList } from './referral-list';
import { partnerSignedInAtom } from './state';

const LinkBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-bottom: ${space.xl};

  & label {
    font-size: ${font.size.caption};
    color: ${color.textSub};
  }
  & input {
    height: 52px;
    padding: 0 ${space.lg};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.background};
    font-size: ${font.size.body};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${space.sm};

  & > * {
    flex: 1;
  }
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space.sm};
  margin: 0 0 ${space.xl};

  & div {
    padding: ${space.lg} ${space.sm};
    border-radius: ${radius.lg};
    background: ${color.background};
    text-align: center;
  }
  & dt {
    font-size: ${font.size.caption};
    color: ${color.textSub};
  }
  & dd {
    margin: ${space.xs} 0 0;
    font-size: ${font.size.title};
    font-weight: ${font.weight.bold};
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${space.sm};
  font-size: ${font.size.bodyLarge};
`;

const Footer = styled.div`
  margin-top: ${space.xxl};
`;

const COPY_FAILED = '링크를 복사하지 못했어요. 링크를 길게 눌러 직접 복사해 주세요.';

export function PartnerPage() {
  const signedIn = useAtomValue(partnerSignedInAtom);
  if (!signedIn) return <Redirect to="/partners/login" replace />;
  return <PartnerHome />;
}

function PartnerHome() {
  const me = usePartnerMe(true);
  const [, navigate] = useLocation();
  const linkId = useId();
  const listTitleId = useId();
  const sharing = useShareLink();
  const [copied, setCopied] = useState<string>();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    prepareShare();
  }, []);
  useEffect(() => {
    // An expired refresh is announced by the HTTP client; any other 401 (a partner whose
    // agreement ended) ends the session the same way.
    if (me.error instanceof ApiError && me.error.status === 401) announceSessionExpired('partner');
  }, [me.error]);

  const logout = async () => {
    setLeaving(true);
    navigate(await signOut({ revoke: true, realm: 'partner' }), { replace: true });
  };

  if (!me.data) {
    return (
      <Page aria-busy={me.isPending}>
        <Title>추천 링크</Title>
        {me.isError ? (
          <>
            <Lead role="alert">추천 현황을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</Lead>
            <Button type="button" onClick={() => void me.refetch()}>
              다시 시도하기
            </Button>
          </>
        ) : (
          <Lead role="status">추천 현황을 불러오고 있어요…</Lead>
        )}
      </Page>
    );
  }

  const { name, referralPath, counts, referrals } = me.data;
  const link = new URL(referralPath, window.location.origin).toString();
  const toast = copied ?? sharing.message;

  return (
    <Page>
      <Title>{`${name}님의 추천 링크`}</Title>
      <Lead>링크로 가입한 분이 경력을 인증하면 추천 현황에 표시돼요. 가입한 분이 누구인지는 보이지 않아요.</Lead>
      <LinkBox>
        <label htmlFor={linkId}>추천 링크</label>
        <input id={linkId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <Row>
          <Button
            type="button"
            variant="secondary"
            onClick={async () => setCopied((await copyText(link)) ? '링크를 복사했어요' : COPY_FAILED)}
          >
            링크 복사하기
          </Button>
          <Button
            type="button"
            disabled={sharing.pending}
            aria-busy={sharing.pending}
            onClick={() => void sharing.run({ mode: 'partners' })}
          >
            {sharing.pending ? '공유 준비 중…' : '공유하기'}
          </Button>
        </Row>
      </LinkBox>
      <Counts aria-label="추천 현황">
        <div>
          <dt>추천 가입</dt>
          <dd>{counts.total.toLocaleString('ko-KR')}명</dd>
        </div>
        <div>
          <dt>이력서 제출</dt>
          <dd>{counts.submitted.toLocaleString('ko-KR')}명</dd>
        </div>
        <div>
          <dt>커피챗 성사</dt>
          <dd>{counts.matched.toLocaleString('ko-KR')}명</dd>
        </div>
      </Counts>
      <SectionTitle id={listTitleId}>추천으로 가입한 분</SectionTitle>
      <ReferralList referrals={referrals} captionId={listTitleId} />
      <Footer>
        <Button type="button" variant="secondary" disabled={leaving} onClick={() => void logout()}>
          로그아웃
        </Button>
      </Footer>
      <Toast
        view={toast !== undefined}
        onHide={() => {
          setCopied(undefined);
          sharing.clearMessage();
        }}
      >
        {toast}
      </Toast>
    </Page>
  );
}
