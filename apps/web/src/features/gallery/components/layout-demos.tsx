import { Box } from '@studyflow/ui/box';
import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Column, Columns } from '@studyflow/ui/columns';
import { Spread } from '@studyflow/ui/spread';
import { Stack } from '@studyflow/ui/stack';
import { heading } from '@studyflow/ui/styles/text.css';
import { Tiles } from '@studyflow/ui/tiles';
import type { ReactNode } from 'react';
import { DemoSection } from './demo-section';
import * as styles from './gallery.css';

/** A sample block: a sunken box with its words, so each layout's gaps show. */
function Sample({ as = 'div', children }: { as?: 'div' | 'li'; children: ReactNode }) {
  return (
    <Box as={as} padding="3" backgroundColor="sunken" textAlign="center" className={styles.sample}>
      {children}
    </Box>
  );
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function LayoutDemos() {
  return (
    <DemoSection
      id="layout"
      title="Stack, Cluster, Spread, Columns and Tiles"
      importPath="@studyflow/ui/stack · cluster · spread · columns · tiles"
      notes={[
        'Lay pages out with these, not with display: flex or grid in a style file: gaps come from the spacing scale, and every one reflows at 320 px.',
        'as="ul" or as="ol" makes an unstyled list (no bullets or indent) whose children are li: a list of cards is still a list to a screen reader.',
        'Nothing is reordered: what comes first in the DOM comes first on screen, so reading and Tab order match what is seen.',
        'Columns stack below collapseBelow (or at and below collapseAtOrBelow, the requirements’ “768 px or narrower”); a Column’s width is fluid, content or a fraction.',
        'Tiles: columns per breakpoint ({ md: 2, lg: 3 }, one column below md) or as many as fit at minTileWidth.',
      ]}
    >
      <Stack gap="2">
        <h3 className={heading({ level: 3 })}>Stack and Cluster</h3>
        <Stack as="ol" gap="2" aria-label="Stacked steps">
          <Sample as="li">One under another</Sample>
          <Sample as="li">gap="2" apart</Sample>
        </Stack>
        <Cluster gap="2" align="center">
          <Sample>Side by side</Sample>
          <Sample>wrapping</Sample>
          <Sample>when narrow</Sample>
        </Cluster>
      </Stack>
      <Stack gap="2">
        <h3 className={heading({ level: 3 })}>Spread</h3>
        <Spread gap="3" align="center">
          <p>A title on the left</p>
          <Cluster gap="2">
            <Button variant="secondary" size="sm">
              Back
            </Button>
            <Button size="sm">Next</Button>
          </Cluster>
        </Spread>
      </Stack>
      <Stack gap="2">
        <h3 className={heading({ level: 3 })}>Columns</h3>
        <Columns collapseBelow="tablet" gap="6" collapsedGap="3" align="start">
          <Column as="aside" width="1/3" aria-label="Sidebar example">
            <Sample>1/3: a sidebar, first in the DOM and first on screen</Sample>
          </Column>
          <Column>
            <Sample>fluid: the rest of the row, stacked under the sidebar below 768 px</Sample>
          </Column>
          <Column width="content">
            <Button size="sm">content</Button>
          </Column>
        </Columns>
      </Stack>
      <Stack gap="2">
        <h3 className={heading({ level: 3 })}>Tiles</h3>
        <Tiles as="ul" columns={{ sm: 2, lg: 3 }} gap="3" aria-label="Days">
          {DAYS.map((day) => (
            <Sample as="li" key={day}>
              {day}
            </Sample>
          ))}
        </Tiles>
        <Tiles as="ul" minTileWidth="target" gap="2" aria-label="Letters">
          {['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((letter) => (
            <Sample as="li" key={letter}>
              {letter}
            </Sample>
          ))}
        </Tiles>
      </Stack>
    </DemoSection>
  );
}
