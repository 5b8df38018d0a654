import { Accordion } from '@studyflow/ui/accordion';
import { Avatar } from '@studyflow/ui/avatar';
import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { MenuButton } from '@studyflow/ui/menu';
import { Stepper } from '@studyflow/ui/stepper';
import { TabPanel, Tabs } from '@studyflow/ui/tabs';
import { Tiles } from '@studyflow/ui/tiles';
import { toasts } from '@studyflow/ui/toast';
import { useState } from 'react';
import { DemoSection } from './demo-section';

const notify = (title: string) => toasts.add({ title, variant: 'info' }, { timeout: 3000 });

export function TabsDemo() {
  const [tab, setTab] = useState('flows');
  return (
    <DemoSection
      id="tabs"
      title="Tabs"
      importPath="@studyflow/ui/tabs"
      notes={[
        'Left and Right move and select (automatic activation); Home and End jump; Tab goes into the panel.',
        'With `href` on items the tabs are links: pass the path-derived key as selectedKey.',
        '`color` paints the selected bar in the flow’s tab colour.',
      ]}
    >
      <Tabs
        label="Dashboard sections"
        selectedKey={tab}
        onSelectionChange={setTab}
        items={[
          { id: 'flows', label: 'My Study Flows', color: '#7B4C9E' },
          { id: 'software', label: 'My Software' },
        ]}
      >
        <TabPanel id="flows">
          <p>Your study flows appear here.</p>
        </TabPanel>
        <TabPanel id="software">
          <p>Your software appears here.</p>
        </TabPanel>
      </Tabs>
    </DemoSection>
  );
}

export function MenuDemo() {
  return (
    <DemoSection
      id="menu"
      title="MenuButton and Avatar"
      importPath="@studyflow/ui/menu · avatar"
      notes={[
        'Enter, Space or Down opens on the first item, Up on the last; Escape closes and focus returns.',
        '`label` names the button; `trigger` is what it shows (here a decorative Avatar).',
        'Avatar shows initials when there is no picture or it fails to load.',
      ]}
    >
      <Cluster gap="3" align="center">
        <MenuButton
          label="Account menu"
          trigger={<Avatar name="Alex Morgan" decorative />}
          items={[
            {
              id: 'profile',
              label: 'View profile page',
              onAction: () => notify('View profile page chosen.'),
            },
            {
              id: 'achievements',
              label: 'View Achievements',
              onAction: () => notify('View Achievements chosen.'),
            },
            { id: 'sign-out', label: 'Sign out', onAction: () => notify('Sign out chosen.') },
          ]}
        />
        <Avatar name="Priya Shah" size="sm" />
        <Avatar name="Priya Shah" size="md" />
        <Avatar name="Alex Morgan" size="lg" />
        <Avatar name="Sam" size="xl" />
      </Cluster>
    </DemoSection>
  );
}

const STEPS = ['Course Information', 'Assistive Technology', 'Current knowledge', 'Study priorities'];

export function StepperDemo() {
  const [current, setCurrent] = useState(1);
  const completed = new Set(Array.from({ length: current }, (_, index) => index));
  return (
    <DemoSection
      id="stepper"
      title="Stepper"
      importPath="@studyflow/ui/stepper"
      notes={[
        'Read-only progress: aria-current="step" and each state in words for screen readers.',
        'vertical for the side list, horizontal (optionally `compact`) for the bottom stepper.',
      ]}
    >
      <Tiles columns={{ tablet: 2 }} gap="5">
        <Stepper label="Onboarding steps" steps={STEPS} current={current} completed={completed} />
        <Stepper
          label="Onboarding steps, compact"
          steps={STEPS}
          current={current}
          completed={completed}
          orientation="horizontal"
          compact
        />
      </Tiles>
      <Cluster gap="3" align="center">
        <Button variant="secondary" isDisabled={current === 0} onPress={() => setCurrent(current - 1)}>
          Back
        </Button>
        <Button isDisabled={current === STEPS.length - 1} onPress={() => setCurrent(current + 1)}>
          Next
        </Button>
      </Cluster>
    </DemoSection>
  );
}

export function AccordionDemo() {
  return (
    <DemoSection
      id="accordion"
      title="Accordion"
      importPath="@studyflow/ui/accordion"
      notes={[
        'Each title is a heading with a button; Enter or Space opens it.',
        'One item open at a time: opening another closes the first.',
        'headingLevel fits the page outline (default 3).',
      ]}
    >
      <Accordion
        headingLevel={3}
        items={[
          {
            id: 'what',
            title: 'What is a study flow?',
            content: <p>A short course of steps, each a few minutes long.</p>,
          },
          {
            id: 'time',
            title: 'How long is a step?',
            content: <p>One to three minutes, ending with one thing to try.</p>,
          },
          {
            id: 'colours',
            title: 'Can I change the colours?',
            content: <p>Yes: open the accessibility panel.</p>,
          },
        ]}
      />
    </DemoSection>
  );
}
