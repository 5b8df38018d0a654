import type { DownloadFormat, Reflection } from '@studyflow/contracts/journal';
import { Button } from '@studyflow/ui/button';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { useEffect, useState } from 'react';
import { showErrorToast } from '../../../lib/error-toast';
import { learnerKey, useCurrentUser } from '../../../lib/session';
import { useReflections } from '../api/list-reflections';
import { useJournalCopy } from '../copy';
import { entryDownloadHref } from '../downloads';
import { emptyDraft, type JournalDraft, journalDrafts } from '../draft';
import { EntryModal } from './entry-modal';
import { JournalIntro } from './journal-intro';
import { JournalTable } from './journal-table';

interface Editing {
  key: string;
  draftKey: string;
  initial: JournalDraft;
  resumed: boolean;
}

const fromReflection = (row: Reflection): JournalDraft => ({
  id: row.id,
  title: row.title,
  observe1: row.observe1,
  observe2: row.observe2,
  reflect1: row.reflect1,
  reflect2: row.reflect2,
  act: row.act,
  step: 0,
});

/**
 * /dashboard/reflect (JRN-1 to JRN-10): the intro banner, then the empty state or the table of
 * entries, and the entry modal. The journal is fetched again each time the page opens; a failed
 * load is an error toast (JRN-10, ERR-21).
 */
export function JournalPage() {
  const copy = useJournalCopy();
  const user = useCurrentUser();
  const journal = useReflections();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [format, setFormat] = useState<DownloadFormat>('docx');

  useEffect(() => {
    if (journal.error) showErrorToast(journal.error);
  }, [journal.error]);

  /** Opens the modal on the kept draft for this entry (or a new one), else on the entry itself. */
  const open = (row: Reflection | null) => {
    const draftKey = `${learnerKey(user)}:${row === null ? 'new' : String(row.id)}`;
    const kept = journalDrafts.read(draftKey);
    const initial = kept ?? (row === null ? emptyDraft() : fromReflection(row));
    setEditing({ key: `${draftKey}:${Date.now()}`, draftKey, initial, resumed: kept !== null });
  };

  const entries = journal.data ?? [];
  return (
    <Stack gap="6">
      <JournalIntro />
      {journal.isPending ? (
        <LoadingScreen variant="region" message={copy.loading} />
      ) : entries.length === 0 ? (
        <Stack gap="3" align="start">
          <h2 className={heading({ level: 2 })}>{copy.empty}</h2>
          <p className={text()}>{copy.emptyHelp}</p>
          <Button onPress={() => open(null)}>{copy.letsDoThis}</Button>
        </Stack>
      ) : (
        <JournalTable
          entries={entries}
          format={format}
          onFormatChange={setFormat}
          onNew={() => open(null)}
          onEdit={open}
          onDownload={(row) => window.location.assign(entryDownloadHref(row.id, format))}
        />
      )}
      {editing ? (
        <EntryModal
          key={editing.key}
          isOpen
          onClose={() => setEditing(null)}
          draftKey={editing.draftKey}
          initial={editing.initial}
          resumed={editing.resumed}
        />
      ) : null}
    </Stack>
  );
}
