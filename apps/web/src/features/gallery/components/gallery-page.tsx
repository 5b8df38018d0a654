import { Cluster } from '@studyflow/ui/cluster';
import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { pageColumn } from '../../../lib/components/layout.css';
import { PageHeading } from '../../../lib/components/page';
import { AccessibilityDemo } from './accessibility-demo';
import { ButtonDemos, ChipDemos, FieldDemos } from './control-demos';
import { StatusDemos, TableDemo } from './data-demos';
import { LayoutDemos } from './layout-demos';
import { AccordionDemo, MenuDemo, StepperDemo, TabsDemo } from './navigation-demos';
import { ModalDemo, ToastDemo } from './overlay-demos';
import { VideoDemo } from './video-demo';

const CONTENTS = [
  ['layout', 'Layout'],
  ['buttons', 'Buttons'],
  ['fields', 'Fields'],
  ['chips', 'Chips'],
  ['tabs', 'Tabs'],
  ['menu', 'Menu and Avatar'],
  ['stepper', 'Stepper'],
  ['accordion', 'Accordion'],
  ['dialogs', 'Modal and Drawer'],
  ['toasts', 'Toasts'],
  ['table', 'Table'],
  ['status', 'Status'],
  ['accessibility', 'Accessibility'],
  ['video', 'Video'],
] as const;

/**
 * /design-system: every packages/ui component working, with short notes, for developers. Public
 * and linked from nowhere; switch the theme with the header's toggle to see dark.
 */
export function GalleryPage() {
  return (
    <Stack gap="8" className={pageColumn}>
      <Stack gap="3">
        <PageHeading title="Design system">Studyflow design system</PageHeading>
        <p className={text({ size: 'lg', tone: 'muted' })}>
          Every component of @studyflow/ui, working. Try each one with the keyboard, a screen reader and the
          dark theme (the button in the header).
        </p>
        <nav aria-label="Components">
          <Cluster as="ul" gap="2">
            {CONTENTS.map(([id, label]) => (
              <li key={id}>
                <Link reloadDocument href={`#${id}`} variant="standalone">
                  {label}
                </Link>
              </li>
            ))}
          </Cluster>
        </nav>
      </Stack>
      <LayoutDemos />
      <ButtonDemos />
      <FieldDemos />
      <ChipDemos />
      <TabsDemo />
      <MenuDemo />
      <StepperDemo />
      <AccordionDemo />
      <ModalDemo />
      <ToastDemo />
      <TableDemo />
      <StatusDemos />
      <AccessibilityDemo />
      <VideoDemo />
    </Stack>
  );
}
