import { useTranslation } from 'react-i18next';

/** Shown while the conversation is saved and its words are extracted (product.md#chat). */
export function ExtractingOverlay() {
  const { t } = useTranslation();
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4"
      role="dialog"
      aria-modal="true"
      aria-labelledby="extracting-text"
    >
      <div className="flex items-center gap-3 rounded-2xl bg-white px-6 py-5 shadow-lg dark:bg-slate-900">
        <span
          className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          aria-hidden
        />
        <p id="extracting-text" role="status" className="font-medium">
          {t('chat.extracting')}
        </p>
      </div>
    </div>
  );
}
