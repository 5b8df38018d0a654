import { Stack } from '@studyflow/ui/stack';
import { heading } from '@studyflow/ui/styles/text.css';
import type { ReactNode } from 'react';
import * as styles from './gallery.css';

export interface DemoSectionProps {
  id: string;
  title: string;
  /** The import, e.g. '@studyflow/ui/select'. */
  importPath: string;
  /** Short notes for developers: keyboard, props worth knowing, pitfalls. */
  notes: readonly ReactNode[];
  children: ReactNode;
}

/** One component's card on the gallery page: its name, how to import it, notes and a live demo. */
export function DemoSection({ id, title, importPath, notes, children }: DemoSectionProps) {
  return (
    <Stack as="section" gap="4" id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={heading({ level: 2 })}>
        {title}
      </h2>
      <p>
        <code className={styles.code}>{importPath}</code>
      </p>
      <Stack as="ul" gap="1" className={styles.notes}>
        {notes.map((note, index) => (
          // Notes are static text in a fixed order, so the index is a stable key.
          <li key={index}>{note}</li>
        ))}
      </Stack>
      <Stack gap="4" className={styles.demo}>
        {children}
      </Stack>
    </Stack>
  );
}
