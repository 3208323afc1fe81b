import { styled } from '@linaria/react';
import { useState } from 'react';
import { TECH_STACK_FALLBACK } from '../../contract/profile';
import { Button } from '../../ui/button';
import { NeedsConnection, useNeedsConnection } from '../../ui/needs-connection';
import { StickyBar } from '../../ui/sticky-bar';
import { Toast } from '../../ui/toast';
import { color, font, space } from '../../ui/tokens';
import { SAVED_MESSAGE, saveErrorMessage } from './feedback';
import { OwnData } from './own-data';
import { SettingsPage } from './settings-page';
import { ChosenStacks, StackOptions } from './stack-chips';
import { useSaveTechStacks, useTechStackRecommendations, useTechStacks } from './tech-stack-api';
import { addProblem, includesStack, sameStacks } from './tech-stack-rules';
import { TechStackSearch } from './tech-stack-search';

const Heading = styled.h2`
  margin: ${space.xl} 0 ${space.sm};
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

const Quiet = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

/** SPEC §7: recommendations fall back to Spring, React and Python when the call fails. */
function useRecommendedStacks(): readonly string[] | undefined {
  const recommended = useTechStackRecommendations();
  return recommended.data ?? (recommended.isError ? TECH_STACK_FALLBACK : undefined);
}

interface RecommendationsProps {
  options: readonly string[] | undefined;
  isChosen: (stack: string) => boolean;
  onToggle: (stack: string) => void;
}

function Recommendations({ options, isChosen, onToggle }: RecommendationsProps) {
  return (
    <>
      <Heading>추천 기술 스택</Heading>
      {options ? (
        <StackOptions label="추천 기술 스택" options={options} isChosen={isChosen} onToggle={onToggle} />
      ) : (
        <Quiet role="status">추천 기술 스택을 불러오는 중이에요…</Quiet>
      )}
    </>
  );
}

interface TechStackEditorProps {
  saved: readonly string[];
  recommended: readonly string[] | undefined;
}

function TechStackEditor({ saved, recommended }: TechStackEditorProps) {
  const [stacks, setStacks] = useState<string[]>(() => [...saved]);
  const [toast, setToast] = useState<string>();
  const save = useSaveTechStacks();
  const offline = useNeedsConnection();
  const isChosen = (stack: string) => includesStack(stacks, stack);

  const toggle = (stack: string) => {
    if (isChosen(stack)) {
      setStacks((current) => current.filter((item) => item.toLowerCase() !== stack.toLowerCase()));
      return;
    }
    const problem = addProblem(stacks, stack);
    if (problem) setToast(problem);
    else setStacks((current) => [...current, stack]);
  };

  const submit = () =>
    save.mutate(stacks, {
      onSuccess: (result) => {
        // Stored as the server writes them (a catalog name in the catalog's spelling).
        setStacks(result.techStackItems);
        setToast(SAVED_MESSAGE);
      },
      onError: (error) => setToast(saveErrorMessage(error)),
    });

  return (
    <>
      <Heading>선택한 기술 스택</Heading>
      {stacks.length === 0 ? (
        <Quiet>아직 추가한 기술 스택이 없어요.</Quiet>
      ) : (
        <ChosenStacks stacks={stacks} onRemove={toggle} />
      )}
      <Heading>기술 스택 추가하기</Heading>
      <TechStackSearch isChosen={isChosen} onToggle={toggle} />
      <Recommendations options={recommended} isChosen={isChosen} onToggle={toggle} />
      <NeedsConnection what="기술 스택 저장은" />
      <StickyBar>
        <Button type="button" disabled={sameStacks(stacks, saved) || save.isPending || offline} onClick={submit}>
          저장하기
        </Button>
      </StickyBar>
      <Toast view={toast !== undefined} onHide={() => setToast(undefined)}>
        {toast}
      </Toast>
    </>
  );
}

function TechStacks() {
  const techStacks = useTechStacks();
  // Asked for alongside the candidate's own list, not after it.
  const recommended = useRecommendedStacks();
  return (
    <OwnData queries={[techStacks]} fresh={[techStacks]} loading="기술 스택을 불러오는 중이에요…">
      {() =>
        techStacks.data ? <TechStackEditor saved={techStacks.data.techStackItems} recommended={recommended} /> : null
      }
    </OwnData>
  );
}

/** /my/techstack — the candidate's tech stack (SPEC §5, §7). */
export function TechStackPage() {
  return (
    <SettingsPage
      title="기술 스택"
      lead="다룰 수 있는 기술을 추가해 주세요. 기업은 기술 스택으로 후보자를 찾아 제안을 보내요."
      visitorLead="기술 스택은 로그인한 뒤에 편집할 수 있어요."
    >
      <TechStacks />
    </SettingsPage>
  );
}
