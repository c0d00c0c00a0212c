import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import type { SessionWord } from '../session/tools';

/** "New vocabulary": words the tutor introduced this session (product.md#chat). */
/** `builtIn`: the practice tutor (no AI) is running, and the notice must not promise AI. */
export function VocabularyPanel({
  words,
  builtIn = false,
}: {
  words: readonly SessionWord[];
  builtIn?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3 self-start" aria-labelledby="vocabulary-title">
      <h2 id="vocabulary-title" className="text-lg font-semibold">
        {t('chat.vocabulary.title')}
      </h2>
      {words.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('chat.vocabulary.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-live="polite">
          {words.map((word) => (
            <li key={word.word} className="rounded-lg bg-brand-50 px-3 py-2 dark:bg-slate-800">
              <p lang="es" className="font-semibold text-brand-800 dark:text-brand-500">
                {word.word}
              </p>
              {word.definition ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">{word.definition}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t(builtIn ? 'chat.vocabulary.builtInNotice' : 'chat.vocabulary.aiNotice')}
      </p>
    </Card>
  );
}
