import { Alert } from '@studyflow/ui/alert';
import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Modal } from '@studyflow/ui/dialog';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { TextArea } from '@studyflow/ui/text-area';
import { useEffect, useRef, useState } from 'react';
import { throttledMessageOf } from '../../../lib/api/errors';
import { useSendSupportMessage } from '../api/send-message';
import { useSupportCopy } from '../copy';

/**
 * SUP-3: one message field; the trimmed message may not be empty ('required'). After sending, the
 * dialog becomes a thank-you. A failed send is only logged, and the message stays in the field;
 * only a used-up budget (429) says how long to wait.
 */
export function MessageDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const copy = useSupportCopy();
  const send = useSendSupportMessage();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [wait, setWait] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const close = () => {
    onOpenChange(false);
    if (sent) {
      setSent(false);
      setMessage('');
    }
    setError(null);
    setWait(null);
  };

  const submit = () => {
    if (message.trim() === '') {
      setError(copy.required);
      fieldRef.current?.focus();
      return;
    }
    setWait(null);
    send.mutate(
      { message: message.trim() },
      { onSuccess: () => setSent(true), onError: (failure) => setWait(throttledMessageOf(failure)) },
    );
  };

  return (
    <Modal
      title={copy.sendMessage}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      closeLabel={copy.close}
      footer={
        sent ? (
          <Cluster justify="end">
            <Button onPress={close}>{copy.done}</Button>
          </Cluster>
        ) : (
          <Cluster gap="3" justify="end">
            <Button variant="secondary" onPress={close}>
              {copy.cancel}
            </Button>
            <Button onPress={submit} isPending={send.isPending} pendingLabel={copy.sending}>
              {copy.send}
            </Button>
          </Cluster>
        )
      }
    >
      {sent ? (
        <Stack gap="3" role="status">
          <h3 ref={thanksRef} tabIndex={-1} className={heading({ level: 3 })}>
            {copy.thanksHeading}
          </h3>
          <p className={text()}>{copy.thanksText}</p>
        </Stack>
      ) : (
        <Stack gap="3">
          <TextArea
            label={copy.messageLabel}
            description={copy.messageHelp}
            value={message}
            onChange={(value) => {
              setMessage(value);
              if (value.trim() !== '') setError(null);
            }}
            errorMessage={error}
            textAreaRef={fieldRef}
            isRequired
            rows={6}
            autoFocus
          />
          {wait ? <Alert variant="error">{wait}</Alert> : null}
        </Stack>
      )}
    </Modal>
  );
}
