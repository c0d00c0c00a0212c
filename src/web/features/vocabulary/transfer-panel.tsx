import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VocabularyImportReport } from '../../../contracts/vocabulary';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';

/** Multipart upload (the JSON api client does not send files). */
async function upload(file: File, dryRun: boolean): Promise<VocabularyImportReport> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`/api/vocabulary/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      typeof body.message === 'string' ? body.message : response.statusText,
    );
  }
  return body as unknown as VocabularyImportReport;
}

/** Export (CSV, Anki) and import with a preview of what will be added and skipped. */
export function TransferPanel({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<VocabularyImportReport | null>(null);
  const [done, setDone] = useState<VocabularyImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(dryRun: boolean, chosen: File) {
    setBusy(true);
    setError(null);
    try {
      const report = await upload(chosen, dryRun);
      if (dryRun) setPreview(report);
      else {
        setPreview(null);
        setDone(report);
        onImported();
      }
    } catch (failure) {
      setError((failure as Error).message);
      setPreview(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <a href="/api/vocabulary/export?format=csv" download className={buttonClass('secondary')}>
          {t('myData.transfer.exportCsv')}
        </a>
        <a href="/api/vocabulary/export?format=apkg" download className={buttonClass('secondary')}>
          {t('myData.transfer.exportAnki')}
        </a>
      </div>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('myData.transfer.importLabel')}
        <input
          type="file"
          accept=".csv,.apkg,text/csv"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setDone(null);
            if (chosen) void run(true, chosen);
          }}
        />
      </label>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {preview && file ? (
        <Alert tone="info" title={t('myData.transfer.preview')}>
          <p>
            {t('myData.transfer.summary', { added: preview.added.length, skipped: preview.skipped.length })}
          </p>
          {preview.skipped.length > 0 ? (
            <p className="text-xs">
              {t('myData.transfer.skippedList', {
                words: preview.skipped
                  .slice(0, 10)
                  .map((word) => word.word)
                  .join(', '),
              })}
            </p>
          ) : null}
          <Button
            className="mt-2"
            disabled={busy || preview.added.length === 0}
            onClick={() => void run(false, file)}
          >
            {t('myData.transfer.confirm', { count: preview.added.length })}
          </Button>
        </Alert>
      ) : null}
      {done ? (
        <Alert tone="success">
          {t('myData.transfer.done', { added: done.added.length, skipped: done.skipped.length })}
        </Alert>
      ) : null}
    </div>
  );
}
