import { styled } from '@linaria/react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { chipTouchTarget } from '../../ui/chip';
import { TextField } from '../../ui/text-field';
import { color, font, radius, space } from '../../ui/tokens';
import { addQuestion } from './question-list';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.primarySoft};

  & span {
    flex: 1;
  }
  & button {
    min-width: 44px;
    min-height: 44px;
    margin: -${space.md} -${space.md} -${space.md} 0;
    border: 0;
    background: none;
    color: ${color.textMuted};
    cursor: pointer;
  }
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-bottom: ${space.lg};

  & button {
    ${chipTouchTarget};
    padding: ${space.xs} ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    font-size: ${font.size.caption};
    cursor: pointer;
  }
`;

const AddRow = styled.form`
  display: flex;
  gap: ${space.sm};
  align-items: flex-start;

  & > div {
    flex: 1;
  }
  & > button {
    width: auto;
    margin-top: 22px;
  }
`;

export interface QuestionEditorProps {
  items: string[];
  suggestions: string[];
  onChange: (items: string[]) => void;
}

export function QuestionEditor({ items, suggestions, onChange }: QuestionEditorProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const add = (question: string, fromDraft: boolean) => {
    const result = addQuestion(items, question);
    if (!result.ok) return setError(result.message);
    setError(undefined);
    onChange(result.items);
    if (fromDraft) setDraft('');
  };
  return (
    <>
      {items.length > 0 ? (
        <List aria-label="준비한 질문">
          {items.map((item) => (
            <Item key={item}>
              <span>{item}</span>
              <button
                type="button"
                aria-label={`${item} 삭제`}
                onClick={() => onChange(items.filter((q) => q !== item))}
              >
                ✕
              </button>
            </Item>
          ))}
        </List>
      ) : null}
      <Suggestions aria-label="추천 질문">
        {suggestions
          .filter((suggestion) => !items.includes(suggestion))
          .map((suggestion) => (
            <button key={suggestion} type="button" onClick={() => add(suggestion, false)}>
              {`+ ${suggestion}`}
            </button>
          ))}
      </Suggestions>
      <AddRow
        onSubmit={(event) => {
          event.preventDefault();
          add(draft, true);
        }}
      >
        <TextField
          label="직접 질문 쓰기"
          value={draft}
          error={error}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary">
          추가
        </Button>
      </AddRow>
    </>
  );
}
