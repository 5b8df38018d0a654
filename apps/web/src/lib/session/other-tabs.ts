import type { AccessibilitySetting, User } from '@studyflow/contracts/user';
import { useEffect } from 'react';
import { learnerKey } from './session';
import { useUpdateSessionUser } from './update-user';

/**
 * Tabs of this app in one browser tell each other about a saved accessibility setting, so a
 * learner who picks yellow on black in one tab does not meet a glaring page in the next. Only
 * the same learner's tabs follow (two learners never share a signed-in browser profile at once,
 * but a message never crosses learners if they do). Browsers without BroadcastChannel simply
 * keep each tab as it was until its next load.
 */
const CHANNEL_NAME = 'studyflow:session';

interface AccessibilitySaved {
  kind: 'accessibility-saved';
  learner: string;
  setting: AccessibilitySetting;
}

const isAccessibilitySaved = (data: unknown): data is AccessibilitySaved =>
  typeof data === 'object' &&
  data !== null &&
  'kind' in data &&
  data.kind === 'accessibility-saved' &&
  'learner' in data &&
  typeof data.learner === 'string' &&
  'setting' in data &&
  typeof data.setting === 'object' &&
  data.setting !== null;

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

/** Tells the learner's other tabs what the server confirmed. */
export function announceAccessibilitySaved(user: User | null, setting: AccessibilitySetting): void {
  if (user === null) return;
  const channel = openChannel();
  if (channel === null) return;
  const message: AccessibilitySaved = { kind: 'accessibility-saved', learner: learnerKey(user), setting };
  channel.postMessage(message);
  channel.close();
}

/** While a learner is signed in, this tab takes the settings another of their tabs saved. */
export function useFollowOtherTabs(user: User | null): void {
  const updateUser = useUpdateSessionUser();
  const learner = user === null ? null : learnerKey(user);
  useEffect(() => {
    if (learner === null) return;
    const channel = openChannel();
    if (channel === null) return;
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isAccessibilitySaved(event.data) || event.data.learner !== learner) return;
      const { setting } = event.data;
      updateUser((stored) => ({ ...stored, accessabilitySetting: setting }));
    };
    return () => channel.close();
  }, [learner, updateUser]);
}
