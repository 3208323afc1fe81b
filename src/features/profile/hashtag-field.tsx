import { styled } from '@linaria/react';
import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import { ChipList, ChipRemove, RemovableChip } from '../../ui/chip';
import { color, font, space } from '../../ui/tokens';
import { addHashtags } from './hashtags';

const Row = styled.form`
  display: flex;
  gap: ${space.sm};

  & input {
    flex: 1;
    height: 52px;
    padding: 0 ${space.lg};
    border: 1px solid ${color.border};
    border-radius: 12px;
    font-size: ${font.size.bodyLarge};
  }
  & button {
    width: auto;
  }
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${space.xs};
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Message = styled.p`
  margin: ${space.xs} 0;
  font-size: ${font.size.caption};
  color: ${color.danger};
`;

const Tags = styled(ChipList)`
  margin: ${space.md} 0 ${space.lg};
`;

export function HashtagField({
  items,
  error: refused,
  onChange,
}: {
  items: string[];
  error?: string;
  onChange: (items: string[]) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  return (
    <div>
      <Label htmlFor={id}>해시태그 (#으로 여러 개를 한 번에 넣을 수 있어요)</Label>
      <Row
        onSubmit={(event) => {
          event.preventDefault();
          const result = addHashtags(items, draft);
          onChange(result.items);
          setError(result.ok ? undefined : result.message);
          setDraft('');
        }}
      >
        <input
          id={id}
          value={draft}
          placeholder="#백엔드 #대용량트래픽"
          onChange={(e) => setDraft(e.currentTarget.value)}
        />
        <Button type="submit" variant="secondary">
          추가
        </Button>
      </Row>
      {(error ?? refused) ? <Message role="alert">{error ?? refused}</Message> : null}
      <Tags aria-label="해시태그">
        {items.map((tag) => (
          <li key={tag}>
            <RemovableChip $tone="primary">
              {`#${tag}`}
              <ChipRemove label={`${tag} 삭제`} onClick={() => onChange(items.filter((item) => item !== tag))} />
            </RemovableChip>
          </li>
        ))}
      </Tags>
    </div>
  );
}
