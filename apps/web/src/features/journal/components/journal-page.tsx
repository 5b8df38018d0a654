import type { DownloadFormat, Reflection } from '@studyflow/contracts/journal';
import { Button } from '@studyflow/ui/button';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { useEffect, useRef, useState } from 'react';
import { showErrorToast } from '../../../lib/api/error-toast';
import { LoadFailed } from '../../../lib/components/load-failed';
import { learnerKey, useCurrentUser } from '../../../lib/session/session';
import { useReflections } from '../api/list-reflections';
import { useJournalCopy } from '../copy';
import { entryDownloadHref } from '../downloads';
import { journalDrafts, type Opening, openingOf } from '../draft';
import { EntryModal } from './entry-modal';
import { JournalIntro } from './journal-intro';
import { JournalTable, NEW_ENTRY_BUTTON_ID } from './journal-table';

interface Editing {
  key: string;
  draftKey: string;
  opening: Opening;
}

/**
 * /dashboard/reflect (JRN-1 to JRN-10): the intro banner, then the empty state or the table of
 * entries, and the entry modal. The journal is fetched again each time the page opens; a failed
 * load is an error toast on this page (JRN-10, ERR-21) over "could not be loaded" and Try again
 * (after a retry that loads, focus goes to the page's heading).
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

  /**
   * Opens the modal on the kept draft for this entry (or a new one), else on the entry itself; a
   * draft of an entry saved again since it began asks which to keep (docs/decisions.md).
   */
  const open = (row: Reflection | null) => {
    const draftKey = `${learnerKey(user)}:${row === null ? 'new' : String(row.id)}`;
    const opening = openingOf(journalDrafts.read(draftKey), row);
    setEditing({ key: `${draftKey}:${Date.now()}`, draftKey, opening });
  };

  /**
   * The modal gives focus back to the button that opened it; after a first entry that button (the
   * empty state's) is gone once the list arrives, so focus then goes to the list's 'New entry'
   * instead of the page's body.
   */
  const refocus = useRef(false);
  const closeModal = () => {
    refocus.current = true;
    setEditing(null);
  };
  useEffect(() => {
    if (!refocus.current) return;
    const newEntry = document.getElementById(NEW_ENTRY_BUTTON_ID);
    if (newEntry === null) {
      // Still the empty state: nothing was saved, or the list is on its way.
      if (!journal.isFetching && (journal.data ?? []).length === 0 && editing === null)
        refocus.current = false;
      return;
    }
    refocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) newEntry.focus();
  });

  const entries = journal.data ?? [];
  const failed = journal.isError && journal.data === undefined;
  return (
    <Stack gap="6">
      <JournalIntro focusKey={failed ? 'failed' : 'loaded'} />
      {journal.isPending ? (
        <LoadingScreen variant="region" message={copy.loading} />
      ) : failed ? (
        <LoadFailed
          message={copy.loadFailed}
          retryLabel={copy.tryAgain}
          retryingLabel={copy.loading}
          onRetry={() => void journal.refetch()}
          isRetrying={journal.isFetching}
        />
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
          onClose={closeModal}
          draftKey={editing.draftKey}
          initial={editing.opening.draft}
          resumed={editing.opening.kind !== 'fresh'}
          conflict={editing.opening.kind === 'conflict' ? editing.opening : null}
        />
      ) : null}
    </Stack>
  );
}
