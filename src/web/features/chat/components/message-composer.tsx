import '#domain/messages/load/chat';
import { Paperclip, Send, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { UPLOAD_ACCEPT, uploadSizeError } from '#web/components/ui/file-input';
import { Textarea } from '#web/components/ui/textarea';
import { toast } from '#web/components/ui/toast-store';
import { t } from '#web/lib/i18n';
import { isSendKey, SEND_KEY_HINT } from '#web/lib/message-keys';

type MessageComposerProps = {
  onSend: (message: { content: string; file?: File | undefined }) => Promise<unknown>;
};

/** The message box: Enter sends, Shift+Enter starts a new line; a photo or PDF may go with the text. */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const canSend = (text.trim() !== '' || file !== null) && !pending;

  const send = async () => {
    if (!canSend) return;
    setPending(true);
    try {
      await onSend({ content: text.trim(), file: file ?? undefined });
      setText('');
      setFile(null);
    } catch {
      // The mutation's toast says what failed; what was typed stays for another try.
    } finally {
      setPending(false);
      textarea.current?.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(event)) {
      event.preventDefault();
      void send();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const choose = (chosen: File | null) => {
    const tooLarge = uploadSizeError(chosen);
    if (tooLarge)
      toast({ title: t('chat:toasts.sendFailed'), description: tooLarge, variant: 'destructive' });
    else setFile(chosen);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <form
      aria-label={t('chat:composer.form')}
      onSubmit={onSubmit}
      className="flex flex-col gap-2 border-slate-200 border-t bg-white p-3"
    >
      {file ? (
        <div className="flex items-center gap-2 self-start rounded-md bg-slate-100 px-2 py-1 text-slate-700 text-sm">
          <Paperclip className="size-4" aria-hidden="true" />
          <span className="max-w-60 truncate">{file.name}</span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-6"
            aria-label={t('chat:composer.remove', { name: file.name })}
            onClick={() => setFile(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('chat:composer.attach')}
          onClick={() => fileInput.current?.click()}
          disabled={pending}
        >
          <Paperclip aria-hidden="true" />
        </Button>
        <Textarea
          ref={textarea}
          aria-label={t('chat:fields.message')}
          aria-describedby={hintId}
          placeholder={t('chat:composer.placeholder')}
          rows={2}
          className="min-h-10 flex-1 resize-none"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t('chat:composer.send')}
          disabled={!canSend}
          loading={pending}
        >
          <Send aria-hidden="true" />
        </Button>
      </div>
      <p id={hintId} className="sr-only">
        {SEND_KEY_HINT}
      </p>
    </form>
  );
}
