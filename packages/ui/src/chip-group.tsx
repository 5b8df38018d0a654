import { useId } from 'react';
import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import * as styles from './chip-group.css';
import { CheckIcon, ErrorIcon } from './icons';
import * as field from './styles/field.css';

export interface ChipItem<K extends string | number> {
  id: K;
  label: string;
  description?: string;
}

export interface ChipGroupProps<K extends string | number> {
  label: string;
  items: readonly ChipItem<K>[];
  selectionMode: 'single' | 'multiple';
  selectedKeys: ReadonlySet<K>;
  onSelectionChange: (keys: Set<K>) => void;
  errorMessage?: string | null;
  description?: string;
  isDisabled?: boolean;
}

/**
 * Selectable chips on React Aria's ToggleButtonGroup: one Tab stop, arrows move between chips, Space
 * or Enter toggles. Multiple selection is a toolbar of pressed/unpressed buttons; single selection
 * is a radio group (one always chosen once picked).
 */
export function ChipGroup<K extends string | number>({
  label,
  items,
  selectionMode,
  selectedKeys,
  onSelectionChange,
  errorMessage,
  description,
  isDisabled,
}: ChipGroupProps<K>) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const handleChange = (keys: Set<Key>) => {
    // Map React Aria's keys back to the caller's own ids so K stays exact.
    onSelectionChange(new Set(items.filter((item) => keys.has(item.id)).map((item) => item.id)));
  };
  return (
    <div className={styles.group}>
      <span id={labelId} className={field.label}>
        {label}
      </span>
      {description ? (
        <p id={descriptionId} className={field.description}>
          {description}
        </p>
      ) : null}
      <ToggleButtonGroup
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        selectionMode={selectionMode}
        disallowEmptySelection={selectionMode === 'single' && selectedKeys.size > 0}
        selectedKeys={selectedKeys}
        onSelectionChange={handleChange}
        isDisabled={isDisabled}
        className={styles.list}
      >
        {items.map((item, index) => (
          <ToggleButton
            key={item.id}
            id={item.id}
            className={styles.chip}
            aria-describedby={item.description ? `${id}-item-${index}` : undefined}
          >
            {({ isSelected }) => (
              <>
                <span className={styles.chipLabel}>
                  {isSelected ? <CheckIcon className={styles.tick} /> : <span className={styles.tickSpace} />}
                  {item.label}
                </span>
                {item.description ? (
                  // Hidden from the name (so it is just the label) but read as the description.
                  <span id={`${id}-item-${index}`} aria-hidden="true" className={styles.chipDescription}>
                    {item.description}
                  </span>
                ) : null}
              </>
            )}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {errorMessage ? (
        <p id={errorId} className={field.error}>
          <ErrorIcon />
          <span>{errorMessage}</span>
        </p>
      ) : null}
    </div>
  );
}
