import { useEffect } from 'react';
import type { ShareMode } from '../../contract/income';
import { prepareShare } from '../../lib/share';
import { useShareLink } from '../../lib/share-link';
import { Button } from '../../ui/button';
import { Toast } from '../../ui/toast';

const labels: Partial<Record<ShareMode, string>> = {
  money: '내 생애 소득 공유하기',
  graph: '소득 그래프 공유하기',
  secret: '친구에게 공유하기',
};

/** Shares one result view (its mode) and says how it went. */
export function ShareButton({ mode, eventId }: { mode: ShareMode; eventId: string }) {
  const { run, pending, message, clearMessage } = useShareLink();
  useEffect(() => {
    prepareShare();
  }, []);
  return (
    <>
      <Button type="button" onClick={() => run({ mode, eventId })} disabled={pending} aria-busy={pending}>
        {pending ? '공유 준비 중…' : (labels[mode] ?? '공유하기')}
      </Button>
      <Toast view={message !== undefined} onHide={clearMessage}>
        {message}
      </Toast>
    </>
  );
}
