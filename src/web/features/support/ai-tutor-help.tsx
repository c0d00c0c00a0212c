import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';

/**
 * /help#ai-tutor: what the built-in tutor is, and how an operator connects an AI tutor (the
 * chat's "no AI" notice links here). The variables themselves are described in the README.
 */
export function AiTutorHelp() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  // The router does not scroll to a fragment by itself.
  // After the page has focused its heading (which scrolls to the top), so the section stays in view.
  useEffect(() => {
    if (hash !== '#ai-tutor') return;
    const timer = setTimeout(() => document.getElementById('ai-tutor')?.scrollIntoView?.(), 50);
    return () => clearTimeout(timer);
  }, [hash]);
  const options = t('chat.aiHelp.options', { returnObjects: true }) as unknown as string[];
  return (
    <Card className="mt-6 max-w-3xl">
      <section id="ai-tutor" aria-labelledby="ai-tutor-title" className="flex flex-col gap-3 scroll-mt-24">
        <h2 id="ai-tutor-title" className="text-lg font-semibold">
          {t('chat.aiHelp.title')}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{t('chat.aiHelp.builtIn')}</p>
        <p className="text-slate-700 dark:text-slate-300">{t('chat.aiHelp.operator')}</p>
        <ul className="list-disc pl-6 text-slate-700 dark:text-slate-300">
          {options.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
        <p className="text-slate-700 dark:text-slate-300">{t('chat.aiHelp.more')}</p>
      </section>
    </Card>
  );
}
