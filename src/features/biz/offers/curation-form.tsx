/**
 * An agent's curation: several companies' offers to one candidate, sent as one SUPER_CURATION
 * group with one message. Same checks as a single offer per company, plus 2–5 distinct companies.
 */
import { styled } from '@linaria/react';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { type AnonymousCandidate, CURATION_COMPANIES_MAX, CURATION_COMPANIES_MIN } from '../../../contract/biz';
import { Button } from '../../../ui/button';
import { TextArea } from '../../../ui/text-area';
import { space } from '../../../ui/tokens';
import { FormError } from '../shell/shell-styles';
import { bizNoticeAtom } from '../shell/state';
import { useServerRefusal } from '../shell/use-server-refusal';
import { CurationItemFields } from './curation-item-fields';
import {
  type CurationItemDraft,
  curationBody,
  curationIsValid,
  initialCurationItems,
  newCurationItem,
  validateCuration,
} from './curation-rules';
import { MESSAGE_MAX } from './offer-rules';
import { useSendCuration } from './offers-api';

const CURATION_SENT = '큐레이션을 보냈습니다.';

const AddCompany = styled(Button)`
  margin-bottom: ${space.lg};
`;

export function CurationForm({ candidate }: { candidate: AnonymousCandidate }) {
  const [items, setItems] = useState<CurationItemDraft[]>(initialCurationItems);
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState(false);
  const send = useSendCuration();
  const server = useServerRefusal();
  const setNotice = useSetAtom(bizNoticeAtom);
  const [, navigate] = useLocation();

  const errors = checked ? validateCuration(items, message, candidate.hopeSalary) : { items: [] };
  const formError = errors.size ?? server.formError(['message']);

  const replace = (key: number, next: CurationItemDraft) =>
    setItems((current) => current.map((item) => (item.key === key ? next : item)));

  const deliver = () => {
    server.clear();
    send.mutate(curationBody(candidate.id, items, message), {
      onSuccess: () => {
        setNotice({ message: CURATION_SENT, path: '/biz/offers' });
        navigate('/biz/offers');
      },
      onError: server.refuse,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setChecked(true);
    if (curationIsValid(validateCuration(items, message, candidate.hopeSalary))) deliver();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="큐레이션 보내기">
      {items.map((item, index) => (
        <CurationItemFields
          key={item.key}
          candidateId={candidate.id}
          index={index}
          item={item}
          errors={errors.items[index] ?? {}}
          hopeSalary={candidate.hopeSalary}
          chosenElsewhere={items.flatMap((other) =>
            other.key !== item.key && other.companyId !== undefined ? [other.companyId] : [],
          )}
          onChange={(next) => replace(item.key, next)}
          onRemove={
            items.length > CURATION_COMPANIES_MIN
              ? () => setItems((current) => current.filter((other) => other.key !== item.key))
              : undefined
          }
        />
      ))}
      {items.length < CURATION_COMPANIES_MAX ? (
        <AddCompany
          type="button"
          variant="secondary"
          onClick={() => setItems((current) => [...current, newCurationItem()])}
        >
          + 회사 추가 ({items.length}/{CURATION_COMPANIES_MAX})
        </AddCompany>
      ) : null}
      <TextArea
        label="메시지 (모든 회사 공통)"
        placeholder="이 회사들을 추천하는 이유를 적어 주세요."
        maxLength={MESSAGE_MAX}
        value={message}
        onChange={setMessage}
        error={errors.message ?? server.fieldError('message')}
      />
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? '보내는 중…' : `큐레이션 보내기 (${items.length}곳)`}
      </Button>
    </form>
  );
}
