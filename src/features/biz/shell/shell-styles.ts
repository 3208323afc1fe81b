import { styled } from '@linaria/react';
import { color, font, radius, space } from '../../../ui/tokens';

/** The console is desktop-first: wider than the candidate app's phone column. */
export const CONSOLE_MAX_WIDTH = '1080px';

export const Frame = styled.div`
  min-height: 100dvh;
  background: ${color.background};
`;

export const Main = styled.main`
  max-width: ${CONSOLE_MAX_WIDTH};
  margin: 0 auto;
  padding: ${space.xl} ${space.lg} ${space.xxxl};
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${space.lg};
  font-size: ${font.size.title};
  font-weight: ${font.weight.bold};
`;

/** The back control beside a sub-page's title, the arrow at the content's left edge. */
export const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  margin: 0 0 ${space.lg} -10px;

  & h1 {
    margin: 0;
  }
`;

export const Notice = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.primary};
  font-weight: ${font.weight.medium};

  & button {
    border: 0;
    background: none;
    color: inherit;
    cursor: pointer;
  }
`;

/** A white block on the grey console background. */
export const Panel = styled.section`
  min-width: 0;
  margin-bottom: ${space.lg};
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color.surface};

  @media (max-width: 600px) {
    padding: ${space.lg};
  }
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${space.md};
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

export const Muted = styled.span`
  color: ${color.textMuted};
  font-size: ${font.size.caption};
`;

/** A refusal from the server, shown above the form's button. */
export const FormError = styled.p`
  margin: 0 0 ${space.lg};
  font-size: ${font.size.caption};
  color: ${color.danger};
`;
