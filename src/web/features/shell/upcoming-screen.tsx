import { Page } from '../../components/ui/page';
import { Card } from '../../components/ui/card';

/** A screen whose features are not built yet: it says so plainly instead of pretending. */
export function UpcomingScreen({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Card>
        <p className="text-slate-600 dark:text-slate-400">This part of Charla is not available yet.</p>
      </Card>
    </Page>
  );
}
