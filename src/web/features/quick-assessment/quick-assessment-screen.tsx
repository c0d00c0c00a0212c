import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { scoreQuickAssessment } from '../../../domain/assessment';
// The quick questions only: the content index would also bundle the full bank with its answer key,
// which the browser must never hold (the server checks full-assessment answers).
import { QUICK_ASSESSMENT_QUESTIONS } from '../../../content/assessment/quick';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { markQuickStartStep } from '../../lib/quick-start-storage';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { saveQuickAssessment } from './api';
import { QuickQuestion } from './quick-question';
import { QuickResults } from './quick-results';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

const TOTAL = QUICK_ASSESSMENT_QUESTIONS.length;

/** product.md#quick-assessment Quick assessment (/quick-assessment): 3 questions, then 'Level: X'. */
export function QuickAssessmentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(number | null)[]>(() => QUICK_ASSESSMENT_QUESTIONS.map(() => null));
  const [showResults, setShowResults] = useState(false);
  const question = QUICK_ASSESSMENT_QUESTIONS[index];

  const kinds = QUICK_ASSESSMENT_QUESTIONS.flatMap((q, i) => {
    const kind = q.options[answers[i] ?? -1]?.kind;
    return kind ? [kind] : [];
  });

  const save = useMutation({
    ...RUN_OFFLINE,
    mutationFn: async () => {
      try {
        await saveQuickAssessment(
          QUICK_ASSESSMENT_QUESTIONS.map((q, i) => ({ questionId: q.id, selectedAnswer: answers[i] ?? 0 })),
        );
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      } catch (error) {
        // product.md#errors: quick start save errors are only logged; the learner goes on to the chat.
        console.error('Saving the quick assessment failed', error);
      }
    },
    onSuccess: () => {
      markQuickStartStep('mini-assessment');
      void navigate('/chat');
    },
  });
  // Still disabled once saved: the page is leaving for /chat.
  const saving = save.isPending || save.isSuccess;
  const onContinue = () => save.mutate();

  if (showResults) {
    return (
      <QuickResults
        level={scoreQuickAssessment(kinds)}
        saving={saving}
        onContinue={onContinue}
        onBack={() => navigate('/quick-start')}
      />
    );
  }
  if (!question) return null;
  const selected = answers[index] ?? null;
  const isLast = index === TOTAL - 1;
  const percent = Math.round(((index + 1) / TOTAL) * 100);
  return (
    <Page title={t('assessment.quick.title')}>
      <div className="mb-4">
        <p className="mb-2 text-sm font-medium text-slate-600 dark:text-slate-400">
          {t('assessment.quick.progress', { number: index + 1, total: TOTAL })}
        </p>
        <div
          role="progressbar"
          aria-label={t('assessment.quick.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <Card>
        <QuickQuestion
          key={question.id}
          question={question}
          selected={selected}
          onSelect={(choice) => setAnswers((list) => list.map((a, i) => (i === index ? choice : a)))}
        />
      </Card>
      <div className="mt-6 flex justify-between gap-3">
        <Button variant="secondary" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          {t('assessment.quick.previous')}
        </Button>
        <Button
          onClick={() => (isLast ? setShowResults(true) : setIndex(index + 1))}
          disabled={selected === null}
        >
          {isLast ? t('assessment.quick.seeResults') : t('assessment.quick.next')}
        </Button>
      </div>
    </Page>
  );
}
