import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Correction } from '../../../../contracts/conversations';
import { translateText } from '../api';
import { FeedbackCard } from './feedback-card';

type Translation =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; text: string; gloss: boolean }
  | { state: 'failed' };

/**
 * One message of the transcript; the tutor's messages have a translate action (product.md#chat),
 * the learner's carry the tutor's corrections as cards underneath.
 */
export function MessageBubble({
  role,
  text,
  pending,
  exactTranslation = '',
  corrections = [],
  unheard,
}: {
  role: 'user' | 'assistant';
  text: string;
  pending: boolean;
  /** The translation the tutor sent with its reply: shown as is, no request. */
  exactTranslation?: string;
  corrections?: readonly Correction[];
  /** A spoken turn that gave no words: what the learner is told instead of a transcript. */
  unheard?: string;
}) {
  const { t, i18n } = useTranslation();
  const [translation, setTranslation] = useState<Translation>({ state: 'idle' });
  const mine = role === 'user';

  async function translate() {
    // Ignored while loading or when there is nothing but spaces (product.md#validation).
    if (translation.state === 'loading' || text.trim() === '') return;
    if (translation.state === 'done') return setTranslation({ state: 'idle' });
    if (exactTranslation.trim())
      return setTranslation({ state: 'done', text: exactTranslation, gloss: false });
    setTranslation({ state: 'loading' });
    try {
      const result = await translateText(text);
      // The glossary only glosses word by word: say so, it is not a translation.
      setTranslation({ state: 'done', text: result.translation, gloss: result.provider === 'glossary' });
    } catch {
      setTranslation({ state: 'failed' });
    }
  }

  return (
    <li className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
      <span className="text-xs font-medium text-slate-500 dark:text-slate-400">
        {mine ? t('chat.transcript.you') : t('chat.transcript.tutor')}
      </span>
      {unheard ? (
        <p
          role="status"
          data-testid="unheard-turn"
          className="max-w-[85%] rounded-2xl rounded-br-sm border border-dashed border-slate-300 px-4 py-2 text-sm text-slate-700 italic dark:border-slate-600 dark:text-slate-300"
        >
          {unheard}
        </p>
      ) : (
        <p
          lang="es"
          data-message-text
          className={`max-w-[85%] rounded-2xl px-4 py-2 whitespace-pre-wrap ${
            mine
              ? 'rounded-br-sm bg-brand-700 text-white'
              : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100'
          } ${pending ? 'opacity-70' : ''}`}
        >
          {text || '…'}
        </p>
      )}
      {!mine && !pending && text.trim() ? (
        <div className="flex max-w-[85%] flex-col items-start gap-1">
          <button
            type="button"
            onClick={() => void translate()}
            aria-busy={translation.state === 'loading'}
            className="rounded px-1 text-xs font-semibold text-brand-700 hover:underline dark:text-brand-500"
          >
            {translation.state === 'loading'
              ? t('chat.transcript.translating')
              : translation.state === 'done'
                ? t('chat.transcript.hideTranslation')
                : t('chat.transcript.translate')}
          </button>
          {translation.state === 'done' ? (
            <p lang="en" className="text-sm text-slate-600 dark:text-slate-300">
              {translation.gloss ? (
                <span lang={i18n.language} className="mr-1 text-xs font-semibold">
                  {t('chat.transcript.gloss')}:
                </span>
              ) : null}
              <span className="italic">{translation.text}</span>
            </p>
          ) : null}
          {translation.state === 'failed' ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {t('chat.popup.failed')}
            </p>
          ) : null}
        </div>
      ) : null}
      {corrections.map((correction, index) => (
        <FeedbackCard key={index} correction={correction} />
      ))}
    </li>
  );
}
