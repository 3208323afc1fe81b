/** The end of the sign-up: a calm moment that says what happens now, before the candidate's own page. */
import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { clientSessionAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { Lead, Title } from '../../ui/page';
import { StickyBar } from '../../ui/sticky-bar';
import { color, font, space } from '../../ui/tokens';

const Done = styled.div`
  display: grid;
  justify-items: center;
  padding-top: ${space.xxxl};
  text-align: center;
`;

const Mark = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${space.md};
  border-radius: 50%;
  background: ${color.primarySoft};
  color: ${color.primary};
  font-size: ${font.size.title};
  font-weight: ${font.weight.bold};
`;

export function SignupFinished({ onContinue }: { onContinue: () => void }) {
  const { name } = useAtomValue(clientSessionAtom);
  const title = useRef<HTMLHeadingElement>(null);
  // The screen changed under the button just pressed: bring a screen reader's focus to the news.
  useEffect(() => title.current?.focus(), []);
  return (
    <>
      <Done>
        <Mark aria-hidden="true">✓</Mark>
        <Title ref={title} tabIndex={-1}>
          {'가입을 마쳤어요'}
        </Title>
        <Lead>
          {name ? `${name}님의 ` : ''}프로필이 기업에 공개됐어요. 연봉 제안이 오면 알려 드릴게요. 이름은 제안을 수락한
          기업에만 보여요.
        </Lead>
      </Done>
      <StickyBar>
        <Button onClick={onContinue}>내 프로필 보러 가기</Button>
      </StickyBar>
    </>
  );
}
