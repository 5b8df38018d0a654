import { Stack } from '@studyflow/ui/stack';
import { useId } from 'react';
import { Switch } from 'react-aria-components';
import { accessibilityCopy as copy } from '../copy';
import * as styles from './switch-field.css';

interface SwitchFieldProps {
  label: string;
  description?: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

/** An on/off switch (role switch, Space toggles) with its state also written as On or Off. */
export function SwitchField({ label, description, isSelected, onChange }: SwitchFieldProps) {
  const descriptionId = useId();
  return (
    <Stack gap="1">
      <Switch
        isSelected={isSelected}
        onChange={onChange}
        className={styles.switchRoot}
        aria-describedby={description ? descriptionId : undefined}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>{label}</span>
        <span className={styles.state} aria-hidden="true">
          {isSelected ? copy.on : copy.off}
        </span>
      </Switch>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
    </Stack>
  );
}
