import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { loadAllStrings } from '../i18n';

/** What a route shows while its screen's code arrives (a first visit, or an update). */
function ScreenLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

/** The screen's code could not be fetched (offline before the app was cached): say so, offer a retry. */
function ScreenUnavailable() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-lg font-semibold">{t('common.unreachable')}</p>
      <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
    </main>
  );
}

/** Keeps a failed chunk load to its own route instead of unmounting the whole app. */
class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ScreenUnavailable /> : this.props.children;
  }
}

/**
 * Waits, on a first load, for the screen's code before showing its frame: the header would
 * otherwise take clicks and focus that the arriving screen's heading then takes back. Later
 * navigations are transitions (BrowserRouter), so the previous screen stays until the next is in.
 */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;
}

/**
 * A screen whose code is fetched when its route is first opened (issue 17.1): the first load
 * carries the shell and the register screen only, not chat's audio code or the checkout.
 * Rendered under a ScreenSuspense.
 */
let screens = 0;

export function lazyScreen(load: () => Promise<ComponentType>) {
  // Its own key: routes share one position in the tree, and a failure must not follow the
  // learner to the next screen.
  const key = `screen-${(screens += 1)}`;
  // The screen's code and, on a visitor's first page, the rest of the UI strings, side by side.
  const Screen = lazy(async () => {
    const [component] = await Promise.all([load(), loadAllStrings()]);
    return { default: component };
  });
  return (
    <ChunkBoundary key={key}>
      <Screen />
    </ChunkBoundary>
  );
}
