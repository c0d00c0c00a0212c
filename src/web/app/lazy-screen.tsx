import { Component, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
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
 * navigations inside the frame keep the previous screen until the next is in (router.tsx).
 */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;
}

/** A screen fetched when its route is first opened, and what the router needs to wait for it. */
export interface LazyScreen {
  /** The route's element: the screen, suspending (under a ScreenSuspense) until its code is here. */
  element: ReactElement;
  /** Fetches the screen's code and the UI strings, once; settles when the screen can render. */
  load: () => Promise<void>;
  /** True once the screen renders at once (its code is here, or failed to come). */
  ready: () => boolean;
}

/**
 * A screen whose code is fetched when its route is first opened: the first load
 * carries the shell and the register screen only, not chat's audio code or the checkout.
 *
 * Not `React.lazy`: the router starts the load itself and keeps the screen before on show until
 * the next one can render (`ScreenRoutes` in router.tsx), which needs to know when it can.
 */
let screens = 0;

export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  // Its own key: routes share one position in the tree, and a failure must not follow the
  // learner to the next screen.
  const key = `screen-${(screens += 1)}`;
  let loaded: { component: ComponentType } | { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  // The screen's code and, on a visitor's first page, the rest of the UI strings, side by side.
  const start = () =>
    (loading ??= Promise.all([load(), loadAllStrings()]).then(
      ([component]) => {
        loaded = { component };
      },
      (error: unknown) => {
        loaded = { error };
      },
    ));
  function Screen() {
    // Suspends until the code is here; a failed fetch goes to the ChunkBoundary.
    if (!loaded) throw start();
    if ('error' in loaded) throw loaded.error;
    const Component = loaded.component;
    return <Component />;
  }
  return {
    element: (
      <ChunkBoundary key={key}>
        <Screen />
      </ChunkBoundary>
    ),
    load: start,
    ready: () => loaded !== undefined,
  };
}
