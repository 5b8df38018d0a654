import { type ReactNode, useSyncExternalStore } from 'react';
import {
  Cell,
  Checkbox,
  Column,
  type Key,
  Row,
  type Selection,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { CheckIcon } from './icons';
import * as styles from './table.css';

export interface DataTableColumn {
  id: string;
  name: string;
  /** The column that names each row (read by screen readers when moving between rows). */
  isRowHeader?: boolean;
  /** Hide the column when the viewport is narrower than this many CSS pixels (reflow at 320 px). */
  hideBelow?: number;
}

export type RowKey = string | number;

export interface DataTableProps<T> {
  label: string;
  columns: readonly DataTableColumn[];
  rows: readonly T[];
  getKey: (row: T) => RowKey;
  renderCell: (row: T, columnId: string) => ReactNode;
  selectionMode?: 'none' | 'multiple';
  selectedKeys?: ReadonlySet<RowKey>;
  onSelectionChange?: (keys: Set<RowKey>) => void;
  /** Shown in one full-width cell when there are no rows. */
  emptyText?: string;
}

const subscribeToResize = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => Number.POSITIVE_INFINITY,
  );
}

function SelectionBox({ label }: { label?: string }) {
  return (
    <Checkbox slot="selection" aria-label={label} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span aria-hidden="true" className={styles.box}>
          {isIndeterminate ? '–' : isSelected ? <CheckIcon /> : null}
        </span>
      )}
    </Checkbox>
  );
}

/**
 * A WAI-ARIA grid table by React Aria: arrows move between rows and cells, Space selects a row,
 * Ctrl/Cmd+A selects all; the header checkbox selects every row. Columns that do not fit a narrow
 * screen are removed (not just hidden), so screen readers and the layout agree.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  getKey,
  renderCell,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  emptyText = 'Nothing here yet.',
}: DataTableProps<T>) {
  const width = useViewportWidth();
  const visible = columns.filter((column) => column.hideBelow === undefined || width >= column.hideBelow);
  const selecting = selectionMode === 'multiple';
  const handleChange = (selection: Selection) => {
    if (!onSelectionChange) return;
    const all = rows.map(getKey);
    onSelectionChange(new Set(selection === 'all' ? all : all.filter((key) => selection.has(key as Key))));
  };
  return (
    <div className={styles.wrapper}>
      <Table
        aria-label={label}
        selectionMode={selectionMode}
        selectionBehavior="toggle"
        selectedKeys={selectedKeys ? [...selectedKeys] : undefined}
        onSelectionChange={handleChange}
        className={styles.table}
      >
        <TableHeader className={undefined}>
          {selecting ? (
            <Column className={styles.selectColumn}>
              <SelectionBox label="Select all rows" />
            </Column>
          ) : null}
          {visible.map((column) => (
            <Column key={column.id} id={column.id} isRowHeader={column.isRowHeader} className={styles.column}>
              {column.name}
            </Column>
          ))}
        </TableHeader>
        <TableBody renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}>
          {rows.map((row) => (
            <Row key={getKey(row)} id={getKey(row)} className={styles.row}>
              {selecting ? (
                <Cell className={styles.cell}>
                  <SelectionBox />
                </Cell>
              ) : null}
              {visible.map((column) => (
                <Cell key={column.id} className={styles.cell}>
                  {renderCell(row, column.id)}
                </Cell>
              ))}
            </Row>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
