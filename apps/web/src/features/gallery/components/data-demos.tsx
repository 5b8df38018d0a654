import { Alert } from '@studyflow/ui/alert';
import { Card } from '@studyflow/ui/card';
import { Cluster } from '@studyflow/ui/cluster';
import { Skeleton } from '@studyflow/ui/skeleton';
import { Spinner } from '@studyflow/ui/spinner';
import { Stack } from '@studyflow/ui/stack';
import { DataTable, type RowKey } from '@studyflow/ui/table';
import { Tiles } from '@studyflow/ui/tiles';
import { useState } from 'react';
import { DemoSection } from './demo-section';
import * as styles from './gallery.css';

interface NoteRow {
  id: number;
  step: string;
  flow: string;
  created: string;
}

const NOTES: NoteRow[] = [
  { id: 1, step: 'Plan your week', flow: 'Time management', created: '2 May' },
  { id: 2, step: 'Skim before you read', flow: 'Reading', created: '4 May' },
  { id: 3, step: 'Mind map your essay', flow: 'Essay writing', created: '9 May' },
];

export function TableDemo() {
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  return (
    <DemoSection
      id="table"
      title="DataTable"
      importPath="@studyflow/ui/table"
      notes={[
        'Arrows move between rows and cells; Space selects a row; the header checkbox selects all.',
        'hideBelow removes a column under a viewport width (here Created below 600 px) so 320 px screens reflow.',
        'The isRowHeader column names each row for screen readers.',
      ]}
    >
      <DataTable
        label="Your notes"
        columns={[
          { id: 'step', name: 'Step', isRowHeader: true },
          { id: 'flow', name: 'Flow' },
          { id: 'created', name: 'Created', hideBelow: 600 },
        ]}
        rows={NOTES}
        getKey={(row) => row.id}
        renderCell={(row, column) =>
          column === 'step' ? row.step : column === 'flow' ? row.flow : row.created
        }
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
      />
      <p className={styles.output}>{`${selected.size} selected`}</p>
    </DemoSection>
  );
}

export function StatusDemos() {
  return (
    <DemoSection
      id="status"
      title="Card, Alert, Spinner and Skeleton"
      importPath="@studyflow/ui/card · alert · spinner · skeleton"
      notes={[
        'Alert role="alert" interrupts; role="status" waits for a pause.',
        'Spinner with a label is a named progress bar; without one it is decorative.',
        'Skeleton is static (no shimmer) and hidden from screen readers: say "Loading" once nearby.',
      ]}
    >
      <Tiles columns={{ tablet: 2 }} gap="5">
        <Card>
          <h3>Notifications</h3>
          <p>Nothing new yet. Watch this space.</p>
        </Card>
        <Stack gap="4" className={styles.demo}>
          <Alert variant="info" role="status" title="Tip">
            Short sessions work best.
          </Alert>
          <Alert variant="success" role="status">
            Software has been saved.
          </Alert>
        </Stack>
        <Cluster gap="3" align="center">
          <Spinner label="Loading your flows" />
          <span>Loading your flows…</span>
        </Cluster>
        <Stack gap="4" className={styles.demo}>
          <Skeleton shape="circle" />
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" />
          <Skeleton shape="rect" />
        </Stack>
      </Tiles>
    </DemoSection>
  );
}
