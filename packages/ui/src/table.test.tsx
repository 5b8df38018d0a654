import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type RowKey } from './table';

interface Note {
  id: number;
  step: string;
  flow: string;
}

const rows: Note[] = [
  { id: 1, step: 'Plan your week', flow: 'Time management' },
  { id: 2, step: 'Skim first', flow: 'Reading' },
];

function Example() {
  const [keys, setKeys] = useState<Set<RowKey>>(new Set());
  return (
    <>
      <DataTable
        label="Notes"
        columns={[
          { id: 'step', name: 'Step', isRowHeader: true },
          { id: 'flow', name: 'Flow', hideBelow: 10_000 },
        ]}
        rows={rows}
        getKey={(row) => row.id}
        renderCell={(row, column) => (column === 'step' ? row.step : row.flow)}
        selectionMode="multiple"
        selectedKeys={keys}
        onSelectionChange={setKeys}
      />
      <output>{[...keys].join(',')}</output>
    </>
  );
}

describe('DataTable', () => {
  it('selects rows with Space, and all rows from the header checkbox', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole('grid', { name: 'Notes' })).toBeTruthy();
    await user.tab();
    // Tab lands on the first row; Space toggles the focused row.
    expect(document.activeElement?.textContent).toContain('Plan your week');
    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('1');
    await user.keyboard('{ArrowDown} ');
    expect(screen.getByRole('status').textContent).toBe('1,2');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('status').textContent).toBe('1,2');
  });

  it('drops columns narrower screens cannot fit', () => {
    render(<Example />);
    expect(screen.getByRole('columnheader', { name: 'Step' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Flow' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Plan your week' })).toBeTruthy();
  });
});
