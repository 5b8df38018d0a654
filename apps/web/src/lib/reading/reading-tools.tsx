import { CheckIcon } from '@studyflow/ui/icons';
import { text } from '@studyflow/ui/styles/text.css';
import { ToggleButton } from '@studyflow/ui/toggle-button';
import { type ComponentType, useEffect, useState } from 'react';
import { ReadAloud, type ReadAloudProps } from '../speech/read-aloud';
import { TOOLS_ATTRIBUTE } from './attributes';
import { useReadingCopy } from './copy';
import type { ReadingGuideProps } from './reading-guide';
import { GUIDE_SIZES, useReadingGuide } from './settings';

type Loaded =
  | { kind: 'idle' }
  | { kind: 'ready'; Guide: ComponentType<ReadingGuideProps>; Select: typeof import('./guide-parts').Select }
  | { kind: 'failed' };

/** The guide's code and its size select, loaded the first time it is on (most learners never turn it on). */
function useGuideCode(on: boolean): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'idle' });
  // Turned off after a failed load: turning it on again tries again.
  if (!on && loaded.kind === 'failed') setLoaded({ kind: 'idle' });
  const wanted = on && loaded.kind === 'idle';
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('./guide-parts').then(
      (module) => live && setLoaded({ kind: 'ready', Guide: module.ReadingGuide, Select: module.Select }),
      () => live && setLoaded({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return loaded;
}

/**
 * The reading guide's controls beside read aloud: on or off (kept per learner in this browser, as
 * in the accessibility settings) and how many lines it shows, with the guide itself over `target`
 * while it is on. A new `contentKey` starts the guide afresh on the new content.
 */
function GuideControls({ target, contentKey }: Pick<ReadAloudProps, 'target' | 'contentKey'>) {
  const copy = useReadingCopy();
  const [guide, setGuide] = useReadingGuide();
  const loaded = useGuideCode(guide.on);
  return (
    <>
      <ToggleButton variant="secondary" isSelected={guide.on} onChange={(on) => setGuide({ on })}>
        {guide.on ? <CheckIcon /> : null}
        {copy.guide}
      </ToggleButton>
      {guide.on && loaded.kind === 'ready' ? (
        <>
          <loaded.Select
            label={copy.size}
            items={GUIDE_SIZES.map((lines) => ({ id: lines, label: copy.sizeOption(lines) }))}
            selectedKey={guide.lines}
            onSelectionChange={(lines) => setGuide({ lines })}
          />
          <loaded.Guide key={contentKey} target={target} size={guide.lines} />
        </>
      ) : null}
      {guide.on && loaded.kind === 'failed' ? (
        <p role="alert" className={text()}>
          {copy.loadFailed}
        </p>
      ) : null}
    </>
  );
}

/**
 * What a page offers above the text a learner reads (text steps, tutorials, the journal's
 * questions, the wellbeing pages): read aloud and the reading guide, side by side.
 */
export function ReadingTools({ target, contentKey }: Pick<ReadAloudProps, 'target' | 'contentKey'>) {
  return (
    <div {...{ [TOOLS_ATTRIBUTE]: '' }}>
      <ReadAloud
        target={target}
        contentKey={contentKey}
        beside={<GuideControls target={target} contentKey={contentKey} />}
      />
    </div>
  );
}
