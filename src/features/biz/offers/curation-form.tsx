/**
 * An agent's curation: several companies' offers to one candidate, sent as one SUPER_CURATION
 * group with one message. Same checks as a single offer per company, plus 2–5 distinct companies.
 */
import { styled } from '@linaria/react';
import { useState } from 'react';
import { type AnonymousCandidate, CURATION_COMPANIES_MAX, CURATION_COMPANIES_MIN } from '../../../contract/biz';
import { Button } from '../../../ui/button';
import { space } from '../../../ui/tokens';
import { CurationItemFields } from './curation-item-fields';
import {
  type CurationItemDraft,
  curationBody,
  curationIsValid,
  initialCurationItems,
  newCurationItem,
  validateCuration,
} from './curation-rules';
import { useSendCuration } from './offers-api';
import { MessageAndSend, useSendForm } from './send-form';

const CURATION_SENT = '큐레이션을 보냈습니다.';

const AddCompany = styled(Button)`
  margin-bottom: ${space.lg};
`;

export function CurationForm({ candidate }: { candidate: AnonymousCandidate }) {
  const [items, setItems] = useState<CurationItemDraft[]>(initialCurationItems);
  const [message, setMessage] = useState('');
  const { checked, server, submitWhen, pending } = useSendForm(useSendCuration(), CURATION_SENT);

  const errors = checked ? validateCuration(items, message, candidate.hopeSalary) : { items: [] };
  const formError = errors.size ?? server.formError(['message']);

  const replace = (key: number, next: CurationItemDraft) =>
    setItems((current) => current.map((item) => (item.key === key ? next : item)));

  const submit = submitWhen(
    () => curationIsValid(validateCuration(items, message, candidate.hopeSalary)),
    () => curationBody(candidate.id, items, message),
  );

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
      <MessageAndSend
        label="메시지 (모든 회사 공통)"
        placeholder="이 회사들을 추천하는 이유를 적어 주세요."
        message={message}
        onMessageChange={setMessage}
        messageError={errors.message ?? server.fieldError('message')}
        formError={formError}
        pending={pending}
        sendLabel={`큐레이션 보내기 (${items.length}곳)`}
      />
    </form>
  );
}
