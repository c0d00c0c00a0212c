import { Page } from '../../components/ui/page';
import { Card } from '../../components/ui/card';

export function FlashcardsScreen() {
  return (
    <Page title="Flashcards">
      <Card>
        <p className="text-slate-600 dark:text-slate-400">This part of Charla is not available yet.</p>
      </Card>
    </Page>
  );
}
