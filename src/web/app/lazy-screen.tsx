import { Suspense, lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';
import { loadAllStrings } from '../i18n';

/** What a route shows while its screen's code arrives (a first visit, or an update). */
function ScreenLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

/**
 * A screen whose code is fetched when its route is first opened (issue 17.1): the first load
 * carries the shell and the register screen only, not chat's audio code or the checkout.
 */
export function lazyScreen(load: () => Promise<ComponentType>) {
  // The screen's code and, on a visitor's first page, the rest of the UI strings, side by side.
  const Screen = lazy(async () => {
    const [component] = await Promise.all([load(), loadAllStrings()]);
    return { default: component };
  });
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}
