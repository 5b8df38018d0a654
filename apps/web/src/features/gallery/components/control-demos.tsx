import { Button } from '@studyflow/ui/button';
import { ChipGroup } from '@studyflow/ui/chip-group';
import { Cluster } from '@studyflow/ui/cluster';
import { IconButton } from '@studyflow/ui/icon-button';
import { CloseIcon, MenuIcon, StarIcon } from '@studyflow/ui/icons';
import { Select } from '@studyflow/ui/select';
import { Slider } from '@studyflow/ui/slider';
import { Stack } from '@studyflow/ui/stack';
import { TextField } from '@studyflow/ui/text-field';
import { Tiles } from '@studyflow/ui/tiles';
import { ToggleButton } from '@studyflow/ui/toggle-button';
import { Tooltip } from '@studyflow/ui/tooltip';
import { useState } from 'react';
import { Focusable } from 'react-aria-components';
import { DemoSection } from './demo-section';
import * as styles from './gallery.css';

export function ButtonDemos() {
  const [pending, setPending] = useState(false);
  const [pinned, setPinned] = useState(false);
  return (
    <DemoSection
      id="buttons"
      title="Button, ToggleButton, IconButton and Tooltip"
      importPath="@studyflow/ui/button · toggle-button · icon-button · tooltip"
      notes={[
        'Enter and Space press; one primary button per screen.',
        'IconButton: `label` is the accessible name and the tooltip; the icon is decorative.',
        'Tooltip: shows on hover and keyboard focus, Escape hides it; never the only place for information.',
        'isPending keeps the name, adds a spinner and says the pending label politely.',
      ]}
    >
      <Cluster gap="3" align="center">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="text">Text</Button>
        <Button
          isPending={pending}
          pendingLabel="Saving…"
          onPress={() => {
            setPending(true);
            window.setTimeout(() => setPending(false), 2000);
          }}
        >
          Save (2 s)
        </Button>
        <ToggleButton isSelected={pinned} onChange={setPinned}>
          {pinned ? 'Pinned' : 'Pin'}
        </ToggleButton>
      </Cluster>
      <Cluster gap="3" align="center">
        <IconButton label="Open menu" icon={<MenuIcon />} />
        <IconButton label="Add to favourites" icon={<StarIcon />} variant="filled" size="lg" />
        <IconButton label="Close" icon={<CloseIcon />} isDisabled />
        <Tooltip content="Earn it by finishing your first step.">
          {/* ui's Button is native: Focusable hands it the tip's trigger props. */}
          <Focusable>
            <Button variant="secondary">Newbie badge</Button>
          </Focusable>
        </Tooltip>
      </Cluster>
    </DemoSection>
  );
}

const COURSES = [
  { id: 'biology', label: 'Biology' },
  { id: 'computer-science', label: 'Computer Science' },
  { id: 'history', label: 'History' },
  { id: 'law', label: 'Law', isDisabled: true },
  { id: 'not-listed', label: 'Not listed' },
];

export function FieldDemos() {
  const [course, setCourse] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [priority, setPriority] = useState(3);
  return (
    <DemoSection
      id="fields"
      title="TextField, Select and Slider"
      importPath="@studyflow/ui/text-field · select · slider"
      notes={[
        'Labels above fields; errors in words below, wired with aria-describedby.',
        'Select: Enter, Space or arrows open it, typing jumps, Escape closes and focus returns.',
        'Select keys keep their type (Select<number> hands back numbers).',
        'Slider: arrows step, Home and End jump; valueLabel gives the words read out.',
      ]}
    >
      <Tiles columns={{ tablet: 2 }} gap="5">
        <form
          className={styles.demo}
          aria-label="Sign-in example"
          onSubmit={(event) => event.preventDefault()}
        >
          <Stack gap="4">
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              description="We send your confirmation here."
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="off"
              allowReveal
              errorMessage="Enter your password."
            />
          </Stack>
        </form>
        <Stack gap="4" className={styles.demo}>
          <Select
            label="Course"
            items={COURSES}
            selectedKey={course}
            onSelectionChange={setCourse}
            placeholder="Choose your course"
            errorMessage={tried && course === null ? 'Choose your course.' : null}
          />
          <Button variant="secondary" onPress={() => setTried(true)}>
            Check the course
          </Button>
          <Slider
            label="Time management"
            description="1 is low priority, 5 is high."
            minValue={1}
            maxValue={5}
            step={1}
            value={priority}
            onChange={setPriority}
            valueLabel={(value) => `${value} of 5`}
          />
        </Stack>
      </Tiles>
    </DemoSection>
  );
}

const SOFTWARE = [
  { id: 1, label: 'Read&Write', description: 'Reads text aloud' },
  { id: 2, label: 'Dragon', description: 'Dictation' },
  { id: 3, label: 'MindView', description: 'Mind maps' },
  { id: 4, label: 'Grammarly' },
];

const LEVELS = [
  { id: 'beginner', label: 'Beginner' },
  { id: 'medior', label: 'Medior' },
  { id: 'expert', label: 'Expert' },
];

export function ChipDemos() {
  const [software, setSoftware] = useState<Set<number>>(new Set([1]));
  const [level, setLevel] = useState<Set<string>>(new Set());
  return (
    <DemoSection
      id="chips"
      title="ChipGroup"
      importPath="@studyflow/ui/chip-group"
      notes={[
        'One Tab stop; arrows move between chips; Space or Enter toggles.',
        'multiple: a toolbar of pressed buttons. single: a radio group.',
        'Selected chips show a tick and a thicker border, not only a colour.',
      ]}
    >
      <ChipGroup
        label="Your software"
        items={SOFTWARE}
        selectionMode="multiple"
        selectedKeys={software}
        onSelectionChange={setSoftware}
        errorMessage={software.size === 0 ? 'Choose at least one.' : null}
      />
      <ChipGroup
        label="Your level"
        items={LEVELS}
        selectionMode="single"
        selectedKeys={level}
        onSelectionChange={setLevel}
      />
    </DemoSection>
  );
}
