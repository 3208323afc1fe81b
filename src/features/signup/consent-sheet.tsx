/** The full text of one sign-up agreement, in a bottom sheet over the agreements (their checks stay as they are). */
import { styled } from '@linaria/react';
import { BottomSheet } from '../../ui/bottom-sheet';
import { color, font, space } from '../../ui/tokens';
import { consentTexts } from './consent-texts';
import type { ConsentCode } from './consents';

const Body = styled.div`
  color: ${color.textSub};
  font-size: ${font.size.caption};
  line-height: 1.7;

  & p {
    margin: 0 0 ${space.md};
  }
  & ul {
    margin: 0 0 ${space.md};
    padding-left: ${space.lg};
  }
  & li + li {
    margin-top: ${space.xs};
  }
`;

export function ConsentSheet({ code, onClose }: { code: ConsentCode | undefined; onClose: () => void }) {
  const text = code ? consentTexts[code] : undefined;
  return (
    <BottomSheet open={Boolean(text)} title={text?.title ?? ''} onClose={onClose}>
      <Body>
        {text?.blocks.map((block, index) =>
          block.kind === 'paragraph' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered
            <p key={index}>{block.text}</p>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered
            <ul key={index}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </Body>
    </BottomSheet>
  );
}
