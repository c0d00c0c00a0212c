import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { QuickStartChoice } from '../../../domain/quick-start';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { readQuickStart, startQuickStart } from '../../lib/quick-start-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { chooseQuickStartLevel, skipQuickStart } from './api';
import { Journey } from './journey';
import { LevelChoice } from './level-choice';

/** A level was chosen once the progress list exists; it stays after the journey ends (spec doc 1 §4). */
function levelChosen(): boolean {
  return localStorage.getItem(STORAGE_KEYS.quickStartProgress) !== null;
}

/** Spec doc 1 §2 Quick start (/quick-start): the level choice, then the three-step journey. */
export function QuickStartScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<string[] | null>(() =>
    levelChosen() ? readQuickStart().progress : null,
  );
  const [busy, setBusy] = useState(false);

  async function onChoose(choice: QuickStartChoice) {
    setBusy(true);
    try {
      await chooseQuickStartLevel(choice);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    } catch (error) {
      // Spec doc 1 §8: quick start save errors are only logged; the journey goes on.
      console.error('Saving the quick start level failed', error);
    }
    setProgress(startQuickStart().progress);
    setBusy(false);
  }

  async function onSkip() {
    setBusy(true);
    try {
      await skipQuickStart();
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    } catch (error) {
      console.error('Saving the quick start skip failed', error);
    }
    navigate('/dashboard');
  }

  if (progress === null) return <LevelChoice busy={busy} onChoose={onChoose} onSkip={onSkip} />;
  return <Journey progress={progress} busy={busy} onSkip={onSkip} />;
}
