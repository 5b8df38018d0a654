import { Button } from '@studyflow/ui/button';
import { Modal } from '@studyflow/ui/dialog';
import { Stack } from '@studyflow/ui/stack';
import { useId, useState } from 'react';
import { shortcutsCopy as copy } from './copy';
import { closeShortcutsLegend, openShortcutsLegend, useShortcutsLegendOpen } from './legend-state';
import { ShortcutRow } from './shortcut-row';
import { useShortcutSettings } from './shortcut-settings';
import { APP_ACTIONS, PLAYER_ACTIONS, type ShortcutAction } from './shortcuts';
import * as styles from './shortcuts-legend.css';

/**
 * The legend of every single-key shortcut (the app's and the video player's), where the learner
 * turns them all off or gives one another key (WCAG 2.1.4). Opened with the legend's key or from
 * a visible control (the account menu, the footer).
 */
export function ShortcutsLegend() {
  const isOpen = useShortcutsLegendOpen();
  const { settings, setEnabled, setKey, reset } = useShortcutSettings();
  const [status, setStatus] = useState('');
  const ids = { hint: useId(), app: useId(), player: useId(), fixed: useId() };

  const onOpenChange = (open: boolean) => {
    setStatus('');
    if (open) openShortcutsLegend();
    else closeShortcutsLegend();
  };
  const rows = (actions: readonly ShortcutAction[]) =>
    actions.map((action) => (
      <ShortcutRow key={action} action={action} keys={settings.keys} onSave={setKey} onStatus={setStatus} />
    ));

  return (
    <Modal title={copy.title} isOpen={isOpen} onOpenChange={onOpenChange} closeLabel={copy.close} width="lg">
      <Stack gap="6">
        <p className={styles.muted}>{copy.intro}</p>
        <Stack gap="1">
          <label className={styles.toggle}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={settings.enabled}
              aria-describedby={ids.hint}
              onChange={(event) => {
                const enabled = event.target.checked;
                const kept = setEnabled(enabled);
                setStatus(kept ? (enabled ? copy.turnedOn : copy.turnedOff) : copy.notKept);
              }}
            />
            {copy.enabledLabel}
          </label>
          <p id={ids.hint} className={styles.muted}>
            {copy.enabledHint}
          </p>
        </Stack>
        {settings.enabled ? null : <p>{copy.offNote}</p>}
        <section aria-labelledby={ids.app}>
          <Stack gap="2">
            <h3 id={ids.app} className={styles.heading}>
              {copy.appHeading}
            </h3>
            <dl>{rows(APP_ACTIONS)}</dl>
          </Stack>
        </section>
        <section aria-labelledby={ids.player}>
          <Stack gap="2">
            <h3 id={ids.player} className={styles.heading}>
              {copy.playerHeading}
            </h3>
            <dl>{rows(PLAYER_ACTIONS)}</dl>
          </Stack>
        </section>
        <section aria-labelledby={ids.fixed}>
          <Stack gap="2">
            <h3 id={ids.fixed} className={styles.heading}>
              {copy.fixedHeading}
            </h3>
            <dl>
              {copy.fixed.map((row) => (
                <div key={row.does} className={styles.entry}>
                  <dt className={styles.keys}>
                    {row.keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 ? (row.range ? ' to ' : ' ') : null}
                        <kbd className={styles.kbd}>{key}</kbd>
                      </span>
                    ))}
                  </dt>
                  <dd className={styles.does}>{row.does}</dd>
                </div>
              ))}
            </dl>
          </Stack>
        </section>
        <div>
          <Button
            variant="secondary"
            onPress={() => {
              const kept = reset();
              setStatus(kept ? copy.resetDone : copy.notKept);
            }}
          >
            {copy.reset}
          </Button>
        </div>
        <p className={styles.muted} aria-live="polite">
          {status}
        </p>
      </Stack>
    </Modal>
  );
}
