/**
 * "알림 받기" on /my: the candidate turns push notifications on (the permission prompt comes from
 * that press), sees whether they are 켜짐, 꺼짐 or 차단됨 — with how to unblock — and can turn them
 * off. The status follows permission changes made in the browser's settings while the page is open.
 * Nothing spins forever: while the browser's permission prompt is open the card says what to press
 * there, and turning on gives up after TURN_ON_TIMEOUT_MS with the button back.
 */
import { styled } from '@linaria/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '../../ui/button';
import { NeedsConnection, useNeedsConnection } from '../../ui/needs-connection';
import { color, font, radius, space } from '../../ui/tokens';
import { type PushStatus, readPushStatus, TURN_ON_TIMEOUT_MS, turnPushOff, turnPushOn } from './push-device';

const Card = styled.section`
  margin: ${space.lg} 0;
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin: 0 0 ${space.xs};
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

const Badge = styled.span<{ $tone: 'on' | 'off' | 'blocked' }>`
  padding: 2px ${space.sm};
  border-radius: ${radius.pill};
  font-size: ${font.size.caption};
  font-weight: ${font.weight.medium};
  background: ${(props) => (props.$tone === 'on' ? color.primarySoft : color.background)};
  color: ${(props) => (props.$tone === 'blocked' ? color.danger : props.$tone === 'on' ? color.primary : color.textSub)};
`;

const Text = styled.p`
  margin: 0 0 ${space.md};
  color: ${color.textSub};
  font-size: ${font.size.body};
  line-height: 1.6;
`;

const Hint = styled.p`
  margin: ${space.sm} 0 0;
  color: ${color.primary};
  font-size: ${font.size.body};
  font-weight: ${font.weight.medium};
`;

const Problem = styled.p`
  margin: ${space.sm} 0 0;
  color: ${color.danger};
  font-size: ${font.size.caption};
`;

const PUSH_TITLE = '알림';
export const TURN_ON_LABEL = '알림 받기';
export const TURN_OFF_LABEL = '알림 끄기';
export const TURN_ON_FAILED = '알림을 켜지 못했어요. 잠시 후 다시 시도해 주세요.';
const TURN_OFF_FAILED = '알림을 끄지 못했어요. 잠시 후 다시 시도해 주세요.';
export const DISMISSED_MESSAGE = '알림을 받으려면 알림 권한을 허용해 주세요.';
export const PROMPT_HINT = "브라우저의 알림 허용 창에서 '허용'을 눌러 주세요.";
export const TURNING_ON_LABEL = '알림을 켜는 중…';

const statusLabel: Record<PushStatus, { text: string; tone: 'on' | 'off' | 'blocked' } | undefined> = {
  on: { text: '켜짐', tone: 'on' },
  off: { text: '꺼짐', tone: 'off' },
  blocked: { text: '차단됨', tone: 'blocked' },
  'needs-install': undefined,
  unsupported: undefined,
};

const explanation: Record<PushStatus, string> = {
  on: '새 연봉 제안, 에이전트의 추천, 메시지와 마감 하루 전 알림을 보내 드려요.',
  off: '새 연봉 제안이 오면 바로 알 수 있게 알림을 켜 보세요. 제안은 7일 안에 골라야 해요.',
  blocked:
    '이 브라우저에서 볼트X 알림이 차단되어 있어요. 주소창 왼쪽의 사이트 정보(자물쇠) 아이콘 → 알림 → 허용으로 바꾼 뒤 이 페이지를 새로고침해 주세요. 홈 화면에 추가한 앱이라면 휴대폰 설정 → 알림 → 볼트X에서 켜 주세요.',
  'needs-install': '아이폰·아이패드에서는 볼트X를 홈 화면에 추가한 뒤, 홈 화면의 볼트X 앱에서 알림을 켤 수 있어요.',
  unsupported: '이 브라우저에서는 알림을 받을 수 없어요. 최신 크롬, 사파리, 엣지, 삼성 인터넷에서 이용해 주세요.',
};

function usePushStatus() {
  const [status, setStatus] = useState<PushStatus>();
  const refresh = useCallback(() => {
    readPushStatus().then(setStatus, () => setStatus('unsupported'));
  }, []);
  useEffect(() => {
    refresh();
    // A change in the browser's site settings (unblocking) shows without a reload where supported.
    let permission: PermissionStatus | undefined;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((result) => {
        permission = result;
        result.addEventListener('change', refresh);
      })
      .catch(() => undefined);
    return () => permission?.removeEventListener('change', refresh);
  }, [refresh]);
  return [status, setStatus] as const;
}

/** asking: the browser's permission prompt is open; working: subscribing or turning off. */
type Busy = 'asking' | 'working' | undefined;

export function PushSetting({ timeoutMs = TURN_ON_TIMEOUT_MS }: { timeoutMs?: number }) {
  const headingId = useId();
  const [status, setStatus] = usePushStatus();
  const [busy, setBusy] = useState<Busy>();
  const [problem, setProblem] = useState<string>();
  // Turning on or off registers with our server (and the push service): both need the connection.
  const offline = useNeedsConnection();
  if (!status) return null;

  const turnOn = () => {
    setProblem(undefined);
    setBusy(Notification.permission === 'default' ? 'asking' : 'working');
    // Called in the press itself: the permission prompt needs the gesture.
    turnPushOn({ timeoutMs, onPermissionAnswered: () => setBusy('working') })
      .then((next) => {
        setStatus(next);
        if (next === 'off') setProblem(DISMISSED_MESSAGE);
      })
      .catch(() => setProblem(TURN_ON_FAILED))
      .finally(() => setBusy(undefined));
  };
  const turnOff = () => {
    setProblem(undefined);
    setBusy('working');
    turnPushOff()
      .then(setStatus)
      .catch(() => setProblem(TURN_OFF_FAILED))
      .finally(() => setBusy(undefined));
  };

  const label = statusLabel[status];
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>
        {PUSH_TITLE}
        {label ? <Badge $tone={label.tone}>{label.text}</Badge> : null}
      </Heading>
      <Text>{explanation[status]}</Text>
      {status === 'off' || status === 'on' ? <NeedsConnection what="알림 설정은" /> : null}
      {status === 'off' ? (
        <Button type="button" onClick={turnOn} disabled={busy !== undefined || offline}>
          {busy === 'working' ? TURNING_ON_LABEL : TURN_ON_LABEL}
        </Button>
      ) : null}
      {busy === 'asking' ? <Hint role="status">{PROMPT_HINT}</Hint> : null}
      {status === 'on' ? (
        <Button type="button" variant="secondary" onClick={turnOff} disabled={busy !== undefined || offline}>
          {busy ? '알림을 끄는 중…' : TURN_OFF_LABEL}
        </Button>
      ) : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </Card>
  );
}
