import { Alert } from '@studyflow/ui/alert';
import { Button } from '@studyflow/ui/button';
import { Stack } from '@studyflow/ui/stack';
import { useEffect, useRef, useState } from 'react';
import { useTRPCClient } from '../../../lib/api/trpc';
import { DownloadIcon } from '../../../lib/components/app-icons';
import { useEdition } from '../../../lib/edition/edition';
import { useAccountCopy } from '../copy';
import type { MyData } from '../my-data/archive';
import type { MyDataPart } from '../my-data/export-my-data';
import * as styles from './account.css';

type State =
  | { kind: 'idle' }
  | { kind: 'working'; step: MyDataPart | 'packing' }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; part: MyDataPart };

/**
 * "Download my data": gathers each part through the app's own procedures, saying which one it is
 * on, then hands the browser one zip. The zip and Markdown code loads on the first press. A part
 * that fails is named, with Try again; what was gathered before it is kept for the retry, and no
 * archive is offered until every part is in (never half a zip that looks whole).
 */
export function MyDataDownload() {
  const copy = useAccountCopy();
  const edition = useEdition();
  const client = useTRPCClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const gathered = useRef<Partial<MyData>>({});
  const retryRef = useRef<HTMLDivElement>(null);

  const start = async () => {
    setState({ kind: 'working', step: 'profile' });
    const exporter = await import('../my-data/export-my-data');
    try {
      const { bytes, fileName } = await exporter.exportMyData(
        client,
        gathered.current,
        (step) => setState({ kind: 'working', step }),
        { edition },
      );
      exporter.saveFile(bytes, fileName);
      // Fresh data next time: a later download gathers everything again.
      gathered.current = {};
      setState({ kind: 'done', fileName });
    } catch (error) {
      if (!(error instanceof exporter.MyDataPartFailed)) throw error;
      console.error('Download my data failed', error.cause);
      setState({ kind: 'failed', part: error.part });
    }
  };

  const press = () => {
    start().catch((error: unknown) => {
      console.error('Download my data failed', error);
      setState({ kind: 'failed', part: 'profile' });
    });
  };

  const failedPart = state.kind === 'failed' ? state.part : null;
  // The message replaces the progress line; focus goes to it (once it is on screen) so the learner
  // hears it and is next to Try again.
  useEffect(() => {
    if (failedPart !== null) retryRef.current?.focus();
  }, [failedPart]);

  const working = state.kind === 'working';
  return (
    <Stack gap="3">
      <p className={styles.muted}>{copy.downloadDataText}</p>
      <Button
        variant="secondary"
        fullWidth
        onPress={press}
        isPending={working}
        pendingLabel={copy.preparingDownload}
      >
        <DownloadIcon />
        {copy.downloadData}
      </Button>
      <p role="status" className={styles.muted}>
        {state.kind === 'working' ? copy.gathering[state.step] : null}
        {state.kind === 'done' ? copy.downloaded(state.fileName) : null}
      </p>
      {state.kind === 'failed' ? (
        <div ref={retryRef} tabIndex={-1} className={styles.focusTarget}>
          <Alert title={copy.partFailed(copy.partNames[state.part])}>
            <Stack gap="3">
              <p>{copy.nothingDownloaded}</p>
              <div>
                <Button variant="secondary" onPress={press}>
                  {copy.tryAgain}
                </Button>
              </div>
            </Stack>
          </Alert>
        </div>
      ) : null}
    </Stack>
  );
}
