import type { DownloadFormat, Reflection } from '@studyflow/contracts/journal';
import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { IconButton } from '@studyflow/ui/icon-button';
import { Icon, type IconProps } from '@studyflow/ui/icons';
import { MenuButton } from '@studyflow/ui/menu';
import { Select } from '@studyflow/ui/select';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { DataTable, type RowKey } from '@studyflow/ui/table';
import { useState } from 'react';
import { notify } from '../../../lib/shell/notify';
import { useRemoveReflection } from '../api/remove-reflection';
import { useRemoveReflections } from '../api/remove-reflections';
import { useJournalCopy } from '../copy';
import { downloadWithProgress, entriesDownloadHref } from '../downloads';
import { DeleteDialog, type DeleteTarget } from './delete-dialog';
import * as styles from './journal.css';

const MoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="5" cy="12" r="1.2" />
    <circle cx="12" cy="12" r="1.2" />
    <circle cx="19" cy="12" r="1.2" />
  </Icon>
);
const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
  </Icon>
);
const BinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 7h14M10 7V5h4v2M7 7l1 12.5h8L17 7M10.5 10.5v6M13.5 10.5v6" />
  </Icon>
);

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const shownDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

/** The table's 'New entry' button, where focus goes when the button that opened the modal is gone. */
export const NEW_ENTRY_BUTTON_ID = 'journal-new-entry';

export interface JournalTableProps {
  entries: readonly Reflection[];
  format: DownloadFormat;
  onFormatChange: (format: DownloadFormat) => void;
  onNew: () => void;
  onEdit: (row: Reflection) => void;
  onDownload: (row: Reflection) => void;
}

/**
 * JRN-4, JRN-5, JRN-8, JRN-9: the entries with date, title, action (hidden at 680 px and below)
 * and options; rows selectable several at a time, with bulk download (with progress) and delete.
 */
export function JournalTable({
  entries,
  format,
  onFormatChange,
  onNew,
  onEdit,
  onDownload,
}: JournalTableProps) {
  const copy = useJournalCopy();
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const removeOne = useRemoveReflection();
  const removeMany = useRemoveReflections();
  // Only rows still listed count (a refetch may have removed some).
  const selectedIds = entries.map((entry) => entry.id).filter((id) => selected.has(id));

  const titleOf = (id: RowKey) => entries.find((entry) => entry.id === id)?.title ?? null;

  const confirmDelete = (chosen: DeleteTarget) => {
    const done = {
      onSuccess: () => {
        notify(chosen.ids.length > 1 ? copy.deletedMany : copy.deletedOne);
        setSelected((keys) => new Set([...keys].filter((key) => !chosen.ids.includes(key))));
        setTarget(null);
      },
    };
    const [only] = chosen.ids;
    if (chosen.ids.length === 1 && only !== undefined) removeOne.mutate({ id: only }, done);
    else removeMany.mutate({ ids: chosen.ids }, done);
  };

  const downloadSelected = async () => {
    setProgress(copy.downloading(null));
    try {
      await downloadWithProgress(
        entriesDownloadHref(selectedIds, format),
        `reflections.${format}`,
        (percent) => setProgress(copy.downloading(percent)),
      );
      setProgress(copy.downloaded);
    } catch (error) {
      console.error('Journal download failed', error);
      setProgress(copy.downloadFailed);
    }
  };

  return (
    <Stack gap="4">
      <Cluster gap="4" justify="between" align="end">
        <Button id={NEW_ENTRY_BUTTON_ID} onPress={onNew}>
          {copy.newEntry}
        </Button>
        <Select<DownloadFormat>
          label={copy.formatLabel}
          items={[
            { id: 'docx', label: copy.formatDocx },
            { id: 'md', label: copy.formatMarkdown },
          ]}
          selectedKey={format}
          onSelectionChange={onFormatChange}
        />
      </Cluster>
      <Cluster gap="3" align="center" className={styles.toolbar}>
        {selectedIds.length > 0 ? (
          <>
            <p className={text({ weight: 'semibold' })}>{copy.selected(selectedIds.length)}</p>
            <IconButton
              label={copy.downloadSelected}
              icon={<DownloadIcon />}
              onPress={() => void downloadSelected()}
            />
            <IconButton
              label={copy.deleteSelected}
              icon={<BinIcon />}
              onPress={() =>
                setTarget({
                  ids: selectedIds,
                  title:
                    selectedIds.length === 1 && selectedIds[0] !== undefined ? titleOf(selectedIds[0]) : null,
                  fromSelection: true,
                })
              }
            />
          </>
        ) : null}
        <p className={text({ size: 'sm' })} role="status">
          {progress ?? ''}
        </p>
      </Cluster>
      <DataTable<Reflection>
        label={copy.tableLabel}
        columns={[
          { id: 'date', name: copy.date },
          { id: 'title', name: copy.entryTitle, isRowHeader: true },
          { id: 'action', name: copy.action, hideBelow: 681 },
          { id: 'options', name: copy.options },
        ]}
        rows={entries}
        getKey={(row) => row.id}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        renderCell={(row, column) => {
          switch (column) {
            case 'date':
              return <span className={styles.dateCell}>{shownDate(row.date)}</span>;
            case 'title':
              return row.title;
            case 'action':
              return <span className={styles.actionCell}>{row.act}</span>;
            default:
              return (
                <MenuButton
                  label={copy.rowActions(row.title)}
                  trigger={<MoreIcon />}
                  items={[
                    { id: 'edit', label: copy.edit, onAction: () => onEdit(row) },
                    { id: 'download', label: copy.download, onAction: () => onDownload(row) },
                    {
                      id: 'delete',
                      label: copy.delete,
                      onAction: () => setTarget({ ids: [row.id], title: row.title, fromSelection: false }),
                    },
                  ]}
                />
              );
          }
        }}
      />
      <DeleteDialog
        target={target}
        isPending={removeOne.isPending || removeMany.isPending}
        onCancel={() => {
          // JRN-8: CANCEL clears the selection the bulk delete was for.
          if (target?.fromSelection) setSelected(new Set());
          setTarget(null);
        }}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
