/**
 * "홈 화면에 볼트X 추가하기" on /my once the candidate has submitted (the slot decides when):
 * Chromium's kept install prompt, or on iOS Safari the two steps of the share sheet. Never shown
 * in the installed app, and "나중에" keeps it away for two weeks.
 */
import { styled } from '@linaria/react';
import { useId, useState, useSyncExternalStore } from 'react';
import { Button } from '../../ui/button';
import { PromptActions, PromptHeading, PromptText } from '../../ui/prompt-card';
import { color, font, radius, space } from '../../ui/tokens';
import { keptInstallPrompt, takeInstallPrompt } from './install-event';
import { dismissedRecently, installOfferKind, isIosSafari, isStandalone, rememberDismissal } from './install-platform';

const Card = styled.section`
  margin: ${space.lg} 0;
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.primarySoft};
`;

const Steps = styled.ol`
  margin: 0 0 ${space.md};
  padding-left: ${space.xl};
  color: ${color.text};
  font-size: ${font.size.body};
  line-height: 1.7;
`;

export const INSTALL_TITLE = '홈 화면에 볼트X 추가하기';

/** Re-reads the kept prompt when Chromium offers (again) or the app gets installed. */
function subscribe(onChange: () => void): () => void {
  addEventListener('beforeinstallprompt', onChange);
  addEventListener('appinstalled', onChange);
  return () => {
    removeEventListener('beforeinstallprompt', onChange);
    removeEventListener('appinstalled', onChange);
  };
}

export function InstallOffer() {
  const titleId = useId();
  const prompt = useSyncExternalStore(subscribe, keptInstallPrompt);
  const [hidden, setHidden] = useState(() => dismissedRecently(localStorage, Date.now()));
  const kind = installOfferKind({
    standalone: isStandalone(),
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
    hasPrompt: prompt !== undefined,
  });
  if (hidden || kind === 'none') return null;

  const later = () => {
    rememberDismissal(localStorage, Date.now());
    setHidden(true);
  };
  const install = async () => {
    const event = takeInstallPrompt();
    if (!event) return;
    setHidden(true);
    await event.prompt();
    if ((await event.userChoice).outcome === 'dismissed') rememberDismissal(localStorage, Date.now());
  };

  return (
    <Card aria-labelledby={titleId}>
      <PromptHeading id={titleId}>{INSTALL_TITLE}</PromptHeading>
      {kind === 'prompt' ? (
        <PromptText>앱처럼 바로 열고, 받은 제안은 인터넷이 없어도 볼 수 있어요.</PromptText>
      ) : (
        <>
          <PromptText>Safari에서 두 단계면 돼요. 받은 제안을 앱처럼 바로 열 수 있어요.</PromptText>
          <Steps>
            <li>화면 아래의 공유 버튼(네모에서 화살표가 위로 나온 모양)을 눌러요.</li>
            <li>목록에서 ‘홈 화면에 추가’를 골라요.</li>
          </Steps>
        </>
      )}
      <PromptActions>
        <Button type="button" variant="secondary" onClick={later}>
          나중에
        </Button>
        {kind === 'prompt' ? (
          <Button type="button" onClick={install}>
            추가하기
          </Button>
        ) : null}
      </PromptActions>
    </Card>
  );
}
