import type { Key } from 'react-aria-components';
import {
  Select as AriaSelect,
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import { ChevronDownIcon, ErrorIcon, SuccessIcon } from './icons';
import * as styles from './select.css';
import * as field from './styles/field.css';

export interface SelectItem<K extends string | number> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<K extends string | number> {
  label: string;
  items: readonly SelectItem<K>[];
  selectedKey: K | null;
  onSelectionChange: (key: K) => void;
  placeholder?: string;
  /** The error in words; a non-empty value marks the field invalid and wires aria-describedby. */
  errorMessage?: string | null;
  isDisabled?: boolean;
  description?: string;
  isRequired?: boolean;
  name?: string;
  /** Focus on the trigger when it mounts (DeferredSelect, taking over from its stand-in). */
  autoFocus?: boolean;
  /** Open when it mounts (DeferredSelect, after a press on its stand-in). */
  defaultOpen?: boolean;
}

/**
 * A listbox select (WAI-ARIA select-only combobox behaviour by React Aria): Enter, Space or the
 * arrows open it, typing jumps to an option, Escape closes it and focus returns to the button.
 */
export function Select<K extends string | number>({
  label,
  items,
  selectedKey,
  onSelectionChange,
  placeholder = 'Select an option',
  errorMessage,
  isDisabled,
  description,
  isRequired,
  name,
  autoFocus,
  defaultOpen,
}: SelectProps<K>) {
  const hasError = Boolean(errorMessage);
  const handleChange = (key: Key | null) => {
    // React Aria hands back its own Key type; map it to the caller's key so K stays exact.
    const item = items.find((candidate) => candidate.id === key);
    if (item) onSelectionChange(item.id);
  };
  return (
    <AriaSelect
      selectedKey={selectedKey}
      onSelectionChange={handleChange}
      placeholder={placeholder}
      isInvalid={hasError}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={name}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      validationBehavior="aria"
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      className={field.field}
    >
      <Label className={field.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <Button className={hasError ? `${styles.trigger} ${styles.invalid}` : styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <FieldError className={field.error}>
        <ErrorIcon />
        <span>{errorMessage}</span>
      </FieldError>
      <Popover className={field.popover}>
        <ListBox className={styles.listBox} items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={field.option}>
              {({ isSelected }) => (
                <>
                  <span>{item.label}</span>
                  {isSelected ? <SuccessIcon className={styles.check} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
