/**
 * The send-offer form on a candidate's page. A recruiter sends for their own company; an agent
 * or operator picks one. A top of the band under the candidate's hope is refused (it is a floor,
 * the server's as the form's). On success
 * the sent list opens with "제안을 보냈습니다."; a refusal keeps everything typed.
 */
import { useSetAtom } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { AnonymousCandidate, BizMe, SendOffer } from '../../../contract/biz';
import { Button } from '../../../ui/button';
import { TextArea } from '../../../ui/text-area';
import { CompanySelect } from '../pool/company-select';
import { sendsForAnyCompany } from '../shell/labels';
import { FormError, Muted, Panel, PanelTitle } from '../shell/shell-styles';
import { bizNoticeAtom } from '../shell/state';
import { useServerRefusal } from '../shell/use-server-refusal';
import {
  emptyTerms,
  hasErrors,
  MESSAGE_MAX,
  messageProblem,
  type OfferTermsDraft,
  offerMessages,
  termsBody,
  validateTerms,
} from './offer-rules';
import { OfferTermsFields } from './offer-terms-fields';
import { useSendOffer } from './offers-api';

const OFFER_SENT = '제안을 보냈습니다.';
const SHOWN_FIELDS = ['salaryMin', 'salaryMax', 'position', 'offerItems', 'message'];

export function OfferForm({ candidate, me }: { candidate: AnonymousCandidate; me: BizMe }) {
  const picksCompany = sendsForAnyCompany(me.role);
  const [companyId, setCompanyId] = useState<number>();
  const [terms, setTerms] = useState<OfferTermsDraft>(emptyTerms);
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState(false);
  const send = useSendOffer();
  const server = useServerRefusal();
  const setNotice = useSetAtom(bizNoticeAtom);
  const [, navigate] = useLocation();

  const termErrors = checked ? validateTerms(terms, candidate.hopeSalary) : {};
  const messageError = checked ? messageProblem(message) : undefined;
  const companyError = checked && picksCompany && companyId === undefined ? offerMessages.companyRequired : undefined;

  const formError = server.formError(picksCompany ? [...SHOWN_FIELDS, 'companyId'] : SHOWN_FIELDS);
  const titleId = useId();

  const deliver = () => {
    const body: SendOffer = {
      candidateId: candidate.id,
      ...(picksCompany ? { companyId } : {}),
      ...termsBody(terms),
      message: message.trim(),
    };
    server.clear();
    send.mutate(body, {
      onSuccess: () => {
        setNotice({ message: OFFER_SENT, path: '/biz/offers' });
        navigate('/biz/offers');
      },
      onError: server.refuse,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setChecked(true);
    const invalid =
      hasErrors(validateTerms(terms, candidate.hopeSalary)) ||
      messageProblem(message) ||
      (picksCompany && companyId === undefined);
    if (!invalid) deliver();
  };

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>제안 보내기</PanelTitle>
      <form onSubmit={submit} noValidate aria-label="제안 보내기">
        {picksCompany ? (
          <CompanySelect
            candidateId={candidate.id}
            value={companyId}
            onChange={setCompanyId}
            error={companyError ?? server.fieldError('companyId')}
          />
        ) : (
          <p>
            <Muted>보내는 회사</Muted> <strong>{me.company?.name}</strong>
          </p>
        )}
        <OfferTermsFields
          draft={terms}
          onChange={(patch) => setTerms((current) => ({ ...current, ...patch }))}
          errors={{
            ...termErrors,
            salaryMin: termErrors.salaryMin ?? server.fieldError('salaryMin'),
            salaryMax: termErrors.salaryMax ?? server.fieldError('salaryMax'),
            position: termErrors.position ?? server.fieldError('position'),
            offerItems: termErrors.offerItems ?? server.fieldError('offerItems'),
          }}
          hopeSalary={candidate.hopeSalary}
        />
        <TextArea
          label="메시지"
          placeholder="후보자에게 전할 제안 내용을 적어 주세요."
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={setMessage}
          error={messageError ?? server.fieldError('message')}
        />
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? '보내는 중…' : '제안 보내기'}
        </Button>
      </form>
    </Panel>
  );
}
