import { OnboardingPage } from '../../features/onboarding/components/onboarding-page';
import type { SoftwareChooserSlotProps } from '../../features/onboarding/software-port';
import { useSaveSoftware } from '../../features/software/api/select-software';
import { SoftwareChooser } from '../../features/software/components/software-chooser';

const renderChooser = (props: SoftwareChooserSlotProps) => <SoftwareChooser {...props} />;

/**
 * /onboarding. Features may not import each other, so the route composes them: the wizard
 * (features/onboarding) asks for a software port, and features/software fills it with the same
 * chips and save call the settings page uses.
 */
export function OnboardingRoute() {
  const { save, isPending } = useSaveSoftware();
  return <OnboardingPage software={{ renderChooser, save, isSaving: isPending }} />;
}
