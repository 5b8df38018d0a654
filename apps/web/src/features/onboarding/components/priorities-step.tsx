import { STUDY_AREAS, type StudyArea } from '@studyflow/contracts/onboarding-messages';
import { Slider } from '@studyflow/ui/slider';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { useOnboardingCopy } from '../copy';
import { PRIORITY_MAX, PRIORITY_MIN } from '../model/answers';
import * as styles from './onboarding.css';

export interface PrioritiesStepProps {
  priorities: Record<StudyArea, number>;
  onChange: (priorities: Record<StudyArea, number>) => void;
}

/** Step 'Study priorities': one slider per area, 1 to 5 in steps of 1 (ONB-15). */
export function PrioritiesStep({ priorities, onChange }: PrioritiesStepProps) {
  const copy = useOnboardingCopy();
  return (
    <Stack gap="6" className={styles.fields}>
      <p className={text({ tone: 'muted' })}>{copy.priorities.intro}</p>
      <Stack gap="8" className={styles.sliders}>
        {STUDY_AREAS.map((area) => (
          <Slider
            key={area}
            label={copy.areas[area]}
            minValue={PRIORITY_MIN}
            maxValue={PRIORITY_MAX}
            step={1}
            value={priorities[area]}
            onChange={(value) => onChange({ ...priorities, [area]: value })}
            valueLabel={copy.priorities.valueLabel}
          />
        ))}
      </Stack>
    </Stack>
  );
}
