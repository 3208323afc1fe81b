/**
 * The send-offer form on a candidate's page. A recruiter sends for their own company; an agent
 * or operator picks one. A top of the band under the candidate's hope is refused (it is a floor,
 * the server's as the form's). On success
 * the sent list opens with "제안을 보냈습니다."; a refusal keeps everything typed.
 */
import { useId, useState } from 'react';
import type { AnonymousCandidate, BizMe, SendOffer } from '../../../contract/biz';
import { CompanySelect } from '../pool/company-select';
import { sendsForAnyCompany } from '../shell/labels';
import { Muted, Panel, PanelTitle } from '../shell/shell-styles';
import {
  emptyTerms,
  hasErrors,
  messageProblem,
  type OfferTermsDraft,
  offerMessages,
  termsBody,
  validateTerms,
} from './offer-rules';
import { OfferTermsFields } from './offer-terms-fields';
import { useSendOffer } from './offers-api';
import { MessageAndSend, useSendForm } from './send-form';

const OFFER_SENT = '제안을 보냈습니다.';
const SHOWN_FIELDS = ['salaryMin', 'salaryMax', 'position', 'offerItems', 'message'];

export function OfferForm({ candidate, me }: { candidate: AnonymousCandidate; me: BizMe }) {
  const picksCompany = sendsForAnyCompany(me.role);
  const [companyId, setCompanyId] = useState<number>();
  const [terms, setTerms] = useState<OfferTermsDraft>(emptyTerms);
  const [message, setMessage] = useState('');
  const { checked, server, submitWhen, pending } = useSendForm(useSendOffer(), OFFER_SENT);

  const termErrors = checked ? validateTerms(terms, candidate.hopeSalary) : {};
  const messageError = checked ? messageProblem(message) : undefined;
  const companyError = checked && picksCompany && companyId === undefined ? offerMessages.companyRequired : undefined;

  const formError = server.formError(picksCompany ? [...SHOWN_FIELDS, 'companyId'] : SHOWN_FIELDS);
  const titleId = useId();

  const isValid = () =>
    !hasErrors(validateTerms(terms, candidate.hopeSalary)) &&
    !messageProblem(message) &&
    (!picksCompany || companyId !== undefined);
  const body = (): SendOffer => ({
    candidateId: candidate.id,
    ...(picksCompany ? { companyId } : {}),
    ...termsBody(terms),
    message: message.trim(),
  });
  const submit = submitWhen(isValid, body);

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
        <MessageAndSend
          label="메시지"
          placeholder="후보자에게 전할 제안 내용을 적어 주세요."
          message={message}
          onMessageChange={setMessage}
          messageError={messageError ?? server.fieldError('message')}
          formError={formError}
          pending={pending}
          sendLabel="제안 보내기"
        />
      </form>
    </Panel>
  );
}
