/**
 * What the offer and curation forms share: checks shown only after the first submit, one send at
 * a time, the sent list opened with a notice on success, and a refusal that keeps everything typed
 * (shown by the field it names, else above the button).
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../ui/button';
import { TextArea } from '../../../ui/text-area';
import { FormError } from '../shell/shell-styles';
import { bizNoticeAtom } from '../shell/state';
import { useServerRefusal } from '../shell/use-server-refusal';
import { MESSAGE_MAX } from './offer-rules';

const SENT_LIST = '/biz/offers';

export function useSendForm<Body>(send: UseMutationResult<unknown, Error, Body>, sentNotice: string) {
  const [checked, setChecked] = useState(false);
  const server = useServerRefusal();
  const setNotice = useSetAtom(bizNoticeAtom);
  const [, navigate] = useLocation();

  /** The form's submit handler: sends `body()` when `isValid()`, else shows the checks. */
  const submitWhen = (isValid: () => boolean, body: () => Body) => (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setChecked(true);
    if (!isValid()) return;
    server.clear();
    send.mutate(body(), {
      onSuccess: () => {
        setNotice({ message: sentNotice, path: SENT_LIST });
        navigate(SENT_LIST);
      },
      onError: server.refuse,
    });
  };

  return { checked, server, submitWhen, pending: send.isPending };
}

interface MessageAndSendProps {
  label: string;
  placeholder: string;
  message: string;
  onMessageChange: (message: string) => void;
  messageError: string | undefined;
  /** The refusal no shown field carries. */
  formError: string | undefined;
  pending: boolean;
  sendLabel: string;
}

/** The message to the candidate, then the form's error and the send button. */
export function MessageAndSend({
  message,
  onMessageChange,
  messageError,
  formError,
  pending,
  sendLabel,
  ...text
}: MessageAndSendProps) {
  return (
    <>
      <TextArea {...text} maxLength={MESSAGE_MAX} value={message} onChange={onMessageChange} error={messageError} />
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <Button type="submit" disabled={pending}>
        {pending ? '보내는 중…' : sendLabel}
      </Button>
    </>
  );
}
