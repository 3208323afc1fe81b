/**
 * /ask?from={path} (SPEC §2): an inquiry to the operators. It opens a room and goes to it. What is
 * typed is kept in sessionStorage until the room exists, and sending the same text again (even
 * after a reload) reuses its Idempotency-Key, so a second press after a lost answer does not open
 * a second room. Without a server it waits in the outbox instead (ask-outbox.tsx).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MESSAGE_LENGTH_MAX, type OpenInquiry } from '../../contract/messages';
import { ApiError, NetworkError } from '../../lib/http';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { isSignedInAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { Lead, Page, Title } from '../../ui/page';
import { StickyBar } from '../../ui/sticky-bar';
import { TextArea } from '../../ui/text-area';
import { useSessionDraft } from '../../ui/use-session-draft';
import { openInquiry } from './api';
import { QueuedInquiries, queueInquiry } from './ask-outbox';
import { sameAppPath } from './from-path';
import { GuestAskPage } from './guest-ask-page';
import { InquiryOrigin } from './inquiry-origin';
import { roomHref } from './room-link';

export const ASK_DRAFT_KEY = 'ask-draft';
/** The text last sent and its Idempotency-Key: sending the same text again, even after a reload, reuses it. */
const ASK_ATTEMPT_KEY = 'ask-attempt';
export const ASK_REQUIRED = '문의 내용을 입력해 주세요.';
const OFFLINE = '인터넷 연결을 확인한 뒤 다시 시도해 주세요.';

function idempotencyKeyFor(text: string): string {
  try {
    const stored = JSON.parse(sessionStorage.getItem(ASK_ATTEMPT_KEY) ?? 'null') as { text?: unknown; key?: unknown };
    if (stored?.text === text && typeof stored.key === 'string') return stored.key;
  } catch {
    // Nothing usable stored: a new key.
  }
  const key = newIdempotencyKey();
  try {
    sessionStorage.setItem(ASK_ATTEMPT_KEY, JSON.stringify({ text, key }));
  } catch {
    // Without storage the key still serves this page's retries.
  }
  return key;
}

function forgetAttempt() {
  try {
    sessionStorage.removeItem(ASK_ATTEMPT_KEY);
  } catch {
    // Nothing stored.
  }
}

function Ask() {
  const from = sameAppPath(new URLSearchParams(useSearch()).get('from'));
  const [draft, setDraft] = useSessionDraft(ASK_DRAFT_KEY);
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const open = useMutation({
    mutationFn: ({ body, key }: { body: OpenInquiry; key: string }) => openInquiry(queryClient, body, key),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    setFormError(undefined);
    if (!text) {
      setFieldError(ASK_REQUIRED);
      return;
    }
    setFieldError(undefined);
    const body: OpenInquiry = from ? { message: text, from } : { message: text };
    open.mutate(
      { body, key: idempotencyKeyFor(text) },
      {
        onSuccess: (room) => {
          setDraft('');
          forgetAttempt();
          navigate(roomHref(room.roomId), { replace: true });
        },
        onError: (error, { key }) => {
          if (error instanceof ApiError && error.field === 'message') setFieldError(error.message);
          else if (error instanceof NetworkError) {
            // No server: the inquiry waits in the outbox with this very key (ask-outbox.tsx).
            queueInquiry(body, key).then(
              () => {
                setDraft('');
                forgetAttempt();
              },
              () => setFormError(OFFLINE),
            );
          } else setFormError(error.message);
        },
      },
    );
  };

  return (
    <Page>
      <Title>무엇을 도와드릴까요?</Title>
      <Lead>남겨 주신 문의는 볼트X 운영팀이 확인한 뒤 메시지로 답변드려요.</Lead>
      <InquiryOrigin from={from} />
      <QueuedInquiries />
      <form onSubmit={submit} noValidate>
        <TextArea
          label="문의 내용"
          value={draft}
          onChange={(value) => {
            setDraft(value);
            if (fieldError && value.trim()) setFieldError(undefined);
          }}
          maxLength={MESSAGE_LENGTH_MAX}
          placeholder="궁금한 점이나 도움이 필요한 내용을 적어 주세요."
          error={fieldError}
          required
        />
        <StickyBar>
          <div>
            {formError ? <ErrorText role="alert">{formError}</ErrorText> : null}
            <Button type="submit" disabled={open.isPending}>
              {open.isPending ? '보내는 중…' : '문의 보내기'}
            </Button>
          </div>
        </StickyBar>
      </form>
    </Page>
  );
}

export function AskPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  // Signed out is who most needs help (verification failed, a lost phone): they are answered at a contact.
  return signedIn ? <Ask /> : <GuestAskPage />;
}
