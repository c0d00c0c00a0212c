import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickStartChoice } from '../../../domain/quick-start';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { readQuickStart, startQuickStart } from '../../lib/quick-start-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { chooseQuickStartLevel, skipQuickStart } from './api';
import { Journey } from './journey';
import { LevelChoice } from './level-choice';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

/** A level was chosen once the progress list exists; it stays after the journey ends (product.md#quick-start-progress). */
function levelChosen(): boolean {
  return localStorage.getItem(STORAGE_KEYS.quickStartProgress) !== null;
}

/** product.md#quick-start Quick start (/quick-start): the level choice, then the three-step journey. */
export function QuickStartScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<string[] | null>(() =>
    levelChosen() ? readQuickStart().progress : null,
  );
  // Save errors are only logged (product.md#errors): the journey goes on either way.
  const choose = useMutation({
    ...RUN_OFFLINE,
    mutationFn: async (choice: QuickStartChoice) => {
      try {
        await chooseQuickStartLevel(choice);
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      } catch (error) {
        console.error('Saving the quick start level failed', error);
      }
    },
    onSuccess: () => setProgress(startQuickStart().progress),
  });
  const skip = useMutation({
    ...RUN_OFFLINE,
    mutationFn: async () => {
      try {
        await skipQuickStart();
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      } catch (error) {
        console.error('Saving the quick start skip failed', error);
      }
    },
    onSuccess: () => void navigate('/dashboard'),
  });
  // Skipping leaves the page, so its buttons stay disabled after it.
  const busy = choose.isPending || skip.isPending || skip.isSuccess;
  const onChoose = (choice: QuickStartChoice) => choose.mutate(choice);
  const onSkip = () => skip.mutate();

  if (progress === null) return <LevelChoice busy={busy} onChoose={onChoose} onSkip={onSkip} />;
  return <Journey progress={progress} busy={busy} onSkip={onSkip} />;
}
