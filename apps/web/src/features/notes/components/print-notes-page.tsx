import { Button } from '@studyflow/ui/button';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { PageHeading } from '../../../lib/components/page';
import { useNotes } from '../api/list-notes';
import { useNotesCopy } from '../copy';
import { groupNotes } from '../print-groups';
import * as styles from './print-notes.css';

/**
 * /dashboard/print_notes (NOT-5): the notes by flow name, then by section name, under the
 * notebook heading, with a print button; the print stylesheet leaves only the notes on paper.
 */
export function PrintNotesPage() {
  const copy = useNotesCopy();
  const notes = useNotes();
  if (notes.isPending) return <LoadingScreen variant="region" message={copy.loading} />;
  const groups = groupNotes(notes.data ?? []);
  return (
    <div className={styles.page}>
      <PageHeading>{copy.notebook}</PageHeading>
      <div className={styles.screenOnly}>
        <Button onPress={() => window.print()}>{copy.print}</Button>
      </div>
      {groups.length === 0 ? <p className={text()}>{copy.printEmpty}</p> : null}
      {groups.map((flow, index) => (
        <Stack
          as="section"
          gap="3"
          key={flow.flowName}
          className={styles.flow}
          aria-labelledby={`notes-flow-${index}`}
        >
          <h2 id={`notes-flow-${index}`} className={styles.flowTitle}>
            {flow.flowName}
          </h2>
          {flow.sections.map((section) => (
            <div key={section.sectionName}>
              <h3 className={styles.sectionTitle}>{section.sectionName}</h3>
              <Stack as="ul" gap="2" className={styles.notes}>
                {section.notes.map((note) => (
                  <li key={note.id} className={styles.note}>
                    {note.content}
                    <span className={styles.meta}>{note.stepName}</span>
                  </li>
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      ))}
    </div>
  );
}
