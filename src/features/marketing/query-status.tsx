import { styled } from '@linaria/react';
import { color, font, radius, space } from '../../ui/tokens';

const Box = styled.div`
  margin: ${space.lg} 0;
  color: ${color.textSub};

  & p {
    margin: 0 0 ${space.md};
  }
  & button {
    min-height: 44px;
    padding: 0 ${space.lg};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    font-weight: ${font.weight.bold};
    cursor: pointer;
  }
`;

/** While a query loads, or after it failed: a status line, or the failure with a way to try again. */
export function QueryStatus({
  failed,
  loadingText,
  failedText,
  onRetry,
}: {
  failed: boolean;
  loadingText: string;
  failedText: string;
  onRetry: () => void;
}) {
  if (!failed) {
    return (
      <Box role="status">
        <p>{loadingText}</p>
      </Box>
    );
  }
  return (
    <Box role="alert">
      <p>{failedText}</p>
      <button type="button" onClick={onRetry}>
        다시 시도하기
      </button>
    </Box>
  );
}
