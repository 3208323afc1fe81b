/**
 * The frame of every signed-in console page. Without the console's tokens it sends the visitor
 * to /biz/login; when the session cannot be renewed (the HTTP client announces it for the
 * 'biz' realm, or /biz/me answers 401) it says so, then signs out.
 */
import { useAtom, useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { BizMe } from '../../../contract/biz';
import { ApiError } from '../../../lib/http';
import { onSessionExpired } from '../../../lib/session-events';
import { BackControl, useGoBack } from '../../../ui/back-control';
import { ConfirmAlert } from '../../../ui/confirm-alert';
import { useBizMe } from './api';
import { BizHeader } from './biz-header';
import { QueryStatus } from './query-status';
import { BIZ_LOGIN, useEndBizSession } from './session';
import { Frame, Main, Notice, PageTitle, TitleRow } from './shell-styles';
import { bizNoticeAtom, bizSignedInAtom } from './state';

const SESSION_EXPIRED = '로그인이 만료되었습니다. 다시 인증을 진행해 주세요.';

export interface BizShellProps {
  title: string;
  /**
   * A page below a menu entry: where its back control goes when nothing of the console is behind it
   * in history. The console's header is this page's only bar (routes.tsx: backInPage).
   */
  back?: string;
  children: ReactNode | ((me: BizMe) => ReactNode);
}

export function BizShell(props: BizShellProps) {
  const signedIn = useAtomValue(bizSignedInAtom);
  if (!signedIn) return <Redirect to={BIZ_LOGIN} replace />;
  return <SignedInShell {...props} />;
}

function SignedInShell({ title, back, children }: BizShellProps) {
  const me = useBizMe();
  const [announced, setAnnounced] = useState(false);
  const endSession = useEndBizSession();
  useEffect(() => onSessionExpired((realm) => realm === 'biz' && setAnnounced(true)), []);
  const refused = me.error instanceof ApiError && me.error.status === 401;

  return (
    <Frame>
      {me.data ? <BizHeader me={me.data} /> : null}
      <Main>
        <ShellNotice />
        {back ? (
          <TitleRow>
            <BackTo parent={back} />
            <PageTitle>{title}</PageTitle>
          </TitleRow>
        ) : (
          <PageTitle>{title}</PageTitle>
        )}
        {me.data ? typeof children === 'function' ? children(me.data) : children : <QueryStatus query={me} />}
      </Main>
      <ConfirmAlert
        view={announced || refused}
        title={SESSION_EXPIRED}
        right={{ title: '확인', function: () => void endSession({ revoke: false }) }}
        outClickDisable
      />
    </Frame>
  );
}

function BackTo({ parent }: { parent: string }) {
  return <BackControl onClick={useGoBack(parent)} />;
}

/** Shows the notice meant for this page; a notice left over from another page is dropped. */
function ShellNotice() {
  const [notice, setNotice] = useAtom(bizNoticeAtom);
  const [location] = useLocation();
  const here = notice?.path === location;
  useEffect(() => {
    if (notice && !here) setNotice(undefined);
  }, [notice, here, setNotice]);
  if (!notice || !here) return null;
  return (
    <Notice role="status">
      {notice.message}
      <button type="button" aria-label="알림 닫기" onClick={() => setNotice(undefined)}>
        ×
      </button>
    </Notice>
  );
}
