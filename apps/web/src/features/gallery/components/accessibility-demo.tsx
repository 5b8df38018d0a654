import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { ColourPairPicker } from '@studyflow/ui/colour-pair-picker';
import type { ColourPair } from '@studyflow/ui/colour-presets';
import { Link } from '@studyflow/ui/link';
import { Select } from '@studyflow/ui/select';
import { Slider } from '@studyflow/ui/slider';
import { Stack } from '@studyflow/ui/stack';
import { type AccessibilitySettingLike, accessibilityVars } from '@studyflow/ui/theme/accessibility';
import { Tiles } from '@studyflow/ui/tiles';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { DemoSection } from './demo-section';
import * as styles from './gallery.css';

type FontFamily = NonNullable<AccessibilitySettingLike['fontFamily']>;

const FONTS: { id: FontFamily; label: string }[] = [
  { id: 'Default', label: 'Default' },
  { id: 'Comic Sans', label: 'Comic Sans' },
  { id: 'Open-Dyslexic', label: 'Open-Dyslexic' },
];

export function AccessibilityDemo() {
  const [pair, setPair] = useState<ColourPair | null>(null);
  const [font, setFont] = useState<FontFamily>('Default');
  const [size, setSize] = useState(0);
  const overrides = accessibilityVars({
    backgroundColor: pair?.background ?? null,
    fontColor: pair?.text ?? null,
    fontFamily: font,
    fontSize: size,
  });
  return (
    <DemoSection
      id="accessibility"
      title="Accessibility layer and ColourPairPicker"
      importPath="@studyflow/ui/theme/accessibility · accessibility-style · colour-pair-picker · colour-presets"
      notes={[
        'accessibilityVars(setting) returns overrides of the theme variables; <AccessibilityStyle setting /> applies them to <html>.',
        'Surfaces, muted text, borders and accents are derived from the pair so they stay readable; the learner’s colours win in light and dark.',
        'Reading text uses vars.fontSize.reading = 14 px + the setting. Video captions follow the same variables.',
        'Here the overrides go on the preview box only, so the page keeps its theme.',
      ]}
    >
      <Tiles columns={{ tablet: 2 }} gap="5">
        <Stack gap="4" className={styles.demo}>
          <ColourPairPicker value={pair} onChange={setPair} />
          <Cluster gap="3" align="center">
            <Button variant="text" onPress={() => setPair(null)}>
              Use the theme colours
            </Button>
          </Cluster>
        </Stack>
        <Stack gap="4" className={styles.demo}>
          <Select label="Font" items={FONTS} selectedKey={font} onSelectionChange={setFont} />
          <Slider
            label="Text size"
            minValue={0}
            maxValue={10}
            step={1}
            value={size}
            onChange={setSize}
            valueLabel={(value) => `${14 + value} px reading text`}
          />
          <Stack gap="3" className={styles.preview} style={overrides as CSSProperties}>
            <p className={styles.reading}>
              Break a big task into small steps. Do the first one now, then take a short break.
            </p>
            <p className={styles.muted}>Muted text: 3 minutes left in this step.</p>
            <p>
              <Link reloadDocument href="#accessibility">
                A link inside the preview
              </Link>
            </p>
            <Cluster gap="3" align="center">
              <Button>Primary</Button>
              <Button variant="secondary">Secondary</Button>
            </Cluster>
          </Stack>
        </Stack>
      </Tiles>
    </DemoSection>
  );
}
