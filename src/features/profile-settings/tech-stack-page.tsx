import { useState } from 'react';
import { TECH_STACK_FALLBACK } from '../../contract/profile';
import { OwnData } from './own-data';
import { SaveBar, useSaveToast } from './save-bar';
import { SettingsPage } from './settings-page';
import { QuietLine, SectionHeading } from './settings-sections';
import { ChosenStacks, StackOptions } from './stack-chips';
import { useSaveTechStacks, useTechStackRecommendations, useTechStacks } from './tech-stack-api';
import { addProblem, includesStack, sameStacks } from './tech-stack-rules';
import { TechStackSearch } from './tech-stack-search';

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
      <SectionHeading>추천 기술 스택</SectionHeading>
      {options ? (
        <StackOptions label="추천 기술 스택" options={options} isChosen={isChosen} onToggle={onToggle} />
      ) : (
        <QuietLine role="status">추천 기술 스택을 불러오는 중이에요…</QuietLine>
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
  const toast = useSaveToast();
  const save = useSaveTechStacks();
  const isChosen = (stack: string) => includesStack(stacks, stack);

  const toggle = (stack: string) => {
    if (isChosen(stack)) {
      setStacks((current) => current.filter((item) => item.toLowerCase() !== stack.toLowerCase()));
      return;
    }
    const problem = addProblem(stacks, stack);
    if (problem) toast.show(problem);
    else setStacks((current) => [...current, stack]);
  };

  const submit = () =>
    save.mutate(stacks, {
      onSuccess: (result) => {
        // Stored as the server writes them (a catalog name in the catalog's spelling).
        setStacks(result.techStackItems);
        toast.saved();
      },
      onError: toast.failed,
    });

  return (
    <>
      <SectionHeading>선택한 기술 스택</SectionHeading>
      {stacks.length === 0 ? (
        <QuietLine>아직 추가한 기술 스택이 없어요.</QuietLine>
      ) : (
        <ChosenStacks stacks={stacks} onRemove={toggle} />
      )}
      <SectionHeading>기술 스택 추가하기</SectionHeading>
      <TechStackSearch isChosen={isChosen} onToggle={toggle} />
      <Recommendations options={recommended} isChosen={isChosen} onToggle={toggle} />
      <SaveBar
        what="기술 스택 저장은"
        canSave={!sameStacks(stacks, saved) && !save.isPending}
        onSave={submit}
        toast={toast}
      />
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
