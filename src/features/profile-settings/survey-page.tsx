import { useState } from 'react';
import type { IsMajor, SurveyAnswers, Willingness } from '../../contract/profile';
import { ChoiceGroup } from '../../ui/choice-group';
import { OwnData } from './own-data';
import { SaveBar, useSaveToast } from './save-bar';
import { SettingsPage } from './settings-page';
import { type SurveyChanges, useIntent, useSaveSurvey, useSurveys } from './survey-api';
import {
  IS_MAJOR_OPTIONS,
  IS_MAJOR_QUESTION,
  SURVEY_QUESTIONS,
  type SurveyQuestion,
  WILLINGNESS_OPTIONS,
  WILLINGNESS_QUESTION,
} from './survey-questions';

type Code = SurveyQuestion['code'];
type Answers = Partial<Record<Code, string>>;
interface Intent {
  willingness: Willingness['willingness'] | null;
  isMajor: IsMajor['isMajor'] | null;
}
interface Saved {
  userId: string;
  answers: Answers;
  intent: Intent;
}

const answersOf = (items: SurveyAnswers['userSurveyItems']): Answers =>
  Object.fromEntries(items.map((item) => [item.code, item.answer]));

/** What differs from what is stored; undefined when nothing does. */
function changesOf(saved: Saved, answers: Answers, intent: Intent): SurveyChanges | undefined {
  const changedAnswers = SURVEY_QUESTIONS.flatMap(({ code }) => {
    const answer = answers[code];
    return answer !== undefined && answer !== saved.answers[code] ? [{ code, answer }] : [];
  });
  const changes: SurveyChanges = { userId: saved.userId };
  if (changedAnswers.length > 0) changes.answers = changedAnswers;
  if (intent.willingness && intent.willingness !== saved.intent.willingness) changes.willingness = intent.willingness;
  if (intent.isMajor !== null && intent.isMajor !== saved.intent.isMajor) changes.isMajor = intent.isMajor;
  return Object.keys(changes).length > 1 ? changes : undefined;
}

function SurveyForm({ saved }: { saved: Saved }) {
  const [answers, setAnswers] = useState<Answers>(() => saved.answers);
  const [intent, setIntent] = useState<Intent>(() => saved.intent);
  const toast = useSaveToast();
  const save = useSaveSurvey();
  const changes = changesOf(saved, answers, intent);

  const submit = () => {
    if (!changes) return;
    save.mutate(changes, {
      onSuccess: toast.saved,
      onError: toast.failed,
    });
  };

  return (
    <>
      <ChoiceGroup
        layout="stack"
        legend={WILLINGNESS_QUESTION}
        options={WILLINGNESS_OPTIONS}
        value={intent.willingness ?? undefined}
        onChange={(willingness) => setIntent((current) => ({ ...current, willingness }))}
      />
      {SURVEY_QUESTIONS.map((question) => (
        <ChoiceGroup
          layout="stack"
          key={question.code}
          legend={question.question}
          options={question.choices.map((choice) => ({ value: choice, label: choice }))}
          value={answers[question.code]}
          onChange={(answer) => setAnswers((current) => ({ ...current, [question.code]: answer }))}
        />
      ))}
      <ChoiceGroup
        layout="stack"
        legend={IS_MAJOR_QUESTION}
        options={IS_MAJOR_OPTIONS}
        value={intent.isMajor ?? undefined}
        onChange={(isMajor) => setIntent((current) => ({ ...current, isMajor }))}
      />
      <SaveBar what="설문 저장은" canSave={changes !== undefined && !save.isPending} onSave={submit} toast={toast} />
    </>
  );
}

function Survey() {
  const surveys = useSurveys();
  const intent = useIntent();
  return (
    <OwnData queries={[surveys, intent]} fresh={[surveys, intent]} loading="설문을 불러오는 중이에요…">
      {() =>
        surveys.data && intent.data ? (
          <SurveyForm
            saved={{
              userId: surveys.data.userId,
              answers: answersOf(surveys.data.userSurveyItems),
              intent: intent.data,
            }}
          />
        ) : null
      }
    </OwnData>
  );
}

/** /my/survey — the job-change survey (Q1–Q3) with willingness and isMajor (SPEC §3, §7). */
export function SurveyPage() {
  return (
    <SettingsPage
      title="이직 준비 설문"
      lead="지금의 이직 계획을 알려 주세요. 답변은 언제든 바꿀 수 있어요."
      visitorLead="이직 준비 설문은 로그인한 뒤에 답할 수 있어요."
    >
      <Survey />
    </SettingsPage>
  );
}
