import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TYPED_MESSAGE_CHARS } from '../../../../contracts/realtime';
import { Button } from '../../../components/ui/button';

/** Typed input: always available, the answer to "can't speak now" (sends item.create + response.create). */
export function Composer({
  disabled,
  onSend,
  inputRef,
}: {
  disabled: boolean;
  onSend(text: string): void;
  /** Lets the chat move focus here (after the microphone guide closes). */
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message || disabled) return;
    onSend(message);
    setText('');
  }

  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor="chat-composer" className="sr-only">
        {t('chat.composer.label')}
      </label>
      {/* w-0: a text box is about 20 characters wide by default, which made the chat column wider
          than a phone; it takes the row's free space through flex-1 instead. */}
      <input
        id="chat-composer"
        ref={inputRef}
        lang="es"
        autoComplete="off"
        value={text}
        maxLength={MAX_TYPED_MESSAGE_CHARS}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('chat.composer.placeholder')}
        disabled={disabled}
        className="min-h-11 w-0 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 disabled:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:disabled:bg-slate-800"
      />
      <Button type="submit" disabled={disabled || text.trim() === ''}>
        {t('chat.composer.send')}
      </Button>
    </form>
  );
}
