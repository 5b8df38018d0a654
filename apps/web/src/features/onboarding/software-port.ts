import type { Id } from '@studyflow/contracts/tolerant';
import type { ReactNode } from 'react';

/**
 * What the wizard needs from the software feature, which it may not import (no feature imports
 * another). The route (app/pages/onboarding-route.tsx) fills it with features/software's chooser
 * and save hook, so the software chips and software.select live in one place only.
 */
export interface SoftwareChooserSlotProps {
  value: ReadonlySet<Id> | null;
  onChange: (ids: Set<Id>) => void;
  errorMessage: string | null;
}

export type SoftwareSaveResult = { ok: true; message: string } | { ok: false; message: string };

export interface SoftwarePort {
  renderChooser: (props: SoftwareChooserSlotProps) => ReactNode;
  /** Saves the selection; on success the stored user is already the server's answer. */
  save: (softwareIds: Id[]) => Promise<SoftwareSaveResult>;
  isSaving: boolean;
}
