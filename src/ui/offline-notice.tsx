import { useOnline } from '../lib/use-online';
import { useServerUnavailable } from '../lib/use-server-unavailable';
import { Button } from './button';
import { Lead, Page, Title } from './page';

/**
 * A screen with nothing kept on the device for it (never opened online) while offline, or while
 * the server is under maintenance: said plainly instead of an endless spinner, with a retry that
 * is worth pressing once back online.
 */
export function OfflineNotice({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  const maintenance = useServerUnavailable();
  if (online && maintenance) {
    return (
      <Page>
        <Title>지금은 서비스 점검 중 입니다.</Title>
        <Lead>잠시 후 다시 시도해 주세요.</Lead>
        <Button type="button" onClick={onRetry}>
          다시 시도하기
        </Button>
      </Page>
    );
  }
  return (
    <Page>
      <Title>인터넷에 연결되어 있지 않아요</Title>
      <Lead>
        {online
          ? '연결을 확인한 뒤 다시 시도해 주세요.'
          : '이 화면은 아직 이 기기에 저장된 내용이 없어요. 인터넷에 연결되면 다시 시도해 주세요.'}
      </Lead>
      <Button type="button" onClick={onRetry}>
        다시 시도하기
      </Button>
    </Page>
  );
}
