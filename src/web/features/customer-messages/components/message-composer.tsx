import '#domain/messages/load/customer-messages';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { MAX_CUSTOMER_MESSAGE_LENGTH } from '#calls/customer-messages';
import { Button } from '#web/components/ui/button';
import { Label } from '#web/components/ui/label';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { isSendKey, SEND_KEY_HINT } from '#web/lib/message-keys';

type MessageComposerProps = {
  label: string;
  placeholder: string;
  pending: boolean;
  /** Resolves when the message was stored (the text is then cleared); rejects to keep what was typed. */
  onSend: (content: string) => Promise<unknown>;
};

/**
 * The box under a conversation: Send or Enter sends, Shift+Enter starts a new line (as in team chat). An empty
 * message says so under the box; a failed send keeps the text.
 */
export function MessageComposer({ label, placeholder, pending, onSend }: MessageComposerProps) {
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (pending) return;
    if (!content.trim()) {
      setError(t('customerMessages:fields.messageRequired'));
      return;
    }
    setError(null);
    try {
      await onSend(content.trim());
      setContent('');
    } catch {
      // The mutation's toast says what failed; the text stays for another try.
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isSendKey(event)) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        value={content}
        maxLength={MAX_CUSTOMER_MESSAGE_LENGTH}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setContent(e.target.value);
          if (error && e.target.value.trim()) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <p id={`${id}-error`} className="text-red-700 text-sm" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <p className="hidden text-slate-500 text-xs sm:block">{SEND_KEY_HINT}</p>
        <Button
          type="submit"
          loading={pending}
          loadingText={t('customerMessages:composer.sending')}
          className="ml-auto"
        >
          <Send aria-hidden="true" />
          {t('customerMessages:composer.send')}
        </Button>
      </div>
    </form>
  );
}
