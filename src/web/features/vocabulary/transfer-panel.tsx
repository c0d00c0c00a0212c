import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnkiFieldMappings, VocabularyImportReport } from '../../../contracts/vocabulary';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';
import { AnkiFieldMapping } from './anki-field-mapping';

/** What is sent: the file, and for an Anki package the field mapping the learner chose. */
interface ImportRequest {
  file: File;
  mappings: AnkiFieldMappings;
}

/** Multipart upload (the JSON api client does not send files). */
async function upload({ file, mappings }: ImportRequest, dryRun: boolean): Promise<VocabularyImportReport> {
  const form = new FormData();
  form.append('file', file);
  const query = new URLSearchParams();
  if (dryRun) query.set('dryRun', '1');
  if (Object.keys(mappings).length > 0) query.set('mapping', JSON.stringify(mappings));
  const response = await fetch(`/api/vocabulary/import${query.size > 0 ? `?${query}` : ''}`, {
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

/** The lines of the file (or notes of a package) that were left out, by number, so the learner can fix them. */
function RejectedLines({ report }: { report: VocabularyImportReport }) {
  const { t, i18n } = useTranslation();
  if (report.rejected.length === 0) return null;
  const lines = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' }).format(
    report.rejected.slice(0, 20).map(({ line }) => new Intl.NumberFormat(i18n.language).format(line)),
  );
  const notes = report.format === 'apkg';
  return (
    <p className="text-xs" data-testid="import-rejected">
      {t(notes ? 'myData.transfer.rejectedNotes' : 'myData.transfer.rejected', {
        count: report.rejected.length,
      })}{' '}
      {t(notes ? 'myData.transfer.rejectedNoteNumbers' : 'myData.transfer.rejectedLines', {
        lines: report.rejected.length > 20 ? `${lines}…` : lines,
      })}
    </p>
  );
}

/** Export (CSV, Anki) and import with a preview of what will be added and skipped. */
export function TransferPanel({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [mappings, setMappings] = useState<AnkiFieldMappings>({});
  // The dry run's report is the preview; the real import's report is the result.
  const preview = useMutation({
    ...RUN_OFFLINE,
    mutationFn: (request: ImportRequest) => upload(request, true),
  });
  const commit = useMutation({
    ...RUN_OFFLINE,
    mutationFn: (request: ImportRequest) => upload(request, false),
    onSuccess: onImported,
  });
  const busy = preview.isPending || commit.isPending;
  const error = preview.error ?? commit.error;
  const shown = commit.isIdle ? preview.data : undefined;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <a href="/api/vocabulary/export?format=csv" download className={buttonClass('secondary')}>
          {t('myData.transfer.exportCsv')}
        </a>
        <a href="/api/vocabulary/export?format=apkg" download className={buttonClass('secondary')}>
          {t('myData.transfer.exportAnki')}
        </a>
        <a href="/api/vocabulary/export?format=reviews" download className={buttonClass('secondary')}>
          {t('myData.transfer.exportReviews')}
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
            setMappings({});
            commit.reset();
            if (chosen) preview.mutate({ file: chosen, mappings: {} });
          }}
        />
      </label>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {shown && file && !commit.isError ? (
        <Alert tone="info" title={t('myData.transfer.preview')}>
          <p>{t('myData.transfer.summary', { added: shown.added.length, skipped: shown.skipped.length })}</p>
          {shown.skipped.length > 0 ? (
            <p className="text-xs">
              {t('myData.transfer.skippedList', {
                words: shown.skipped
                  .slice(0, 10)
                  .map((word) => word.word)
                  .join(', '),
              })}
            </p>
          ) : null}
          {shown.format === 'apkg' && shown.added.length > 0 ? (
            <p className="text-xs" data-testid="import-first-words">
              {t('myData.transfer.firstWords', {
                words: shown.added
                  .slice(0, 5)
                  .map((word) => `${word.word} — ${word.translation}`)
                  .join('; '),
              })}
            </p>
          ) : null}
          <RejectedLines report={shown} />
          {shown.noteTypes && shown.noteTypes.length > 0 ? (
            <AnkiFieldMapping
              noteTypes={shown.noteTypes}
              disabled={busy}
              onChange={(next) => {
                setMappings(next);
                preview.mutate({ file, mappings: next });
              }}
            />
          ) : null}
          <Button
            className="mt-2"
            disabled={busy || shown.added.length === 0}
            onClick={() => commit.mutate({ file, mappings })}
          >
            {t('myData.transfer.confirm', { count: shown.added.length })}
          </Button>
        </Alert>
      ) : null}
      {commit.data ? (
        <Alert tone="success">
          {t('myData.transfer.done', {
            added: commit.data.added.length,
            skipped: commit.data.skipped.length,
          })}
          <RejectedLines report={commit.data} />
        </Alert>
      ) : null}
    </div>
  );
}
