import { OnboardingPage } from '../../features/onboarding/components/onboarding-page';
import type { SoftwareChooserSlotProps } from '../../features/onboarding/software-port';
import { useSaveSoftware } from '../../features/software/api/select-software';
import { SoftwareChooser } from '../../features/software/components/software-chooser';

const renderChooser = (props: SoftwareChooserSlotProps) => <SoftwareChooser {...props} />;

/**
 * The page of /onboarding (app/routes.ts loads it lazily; the guard lets in only a signed-in learner
 * who has not finished onboarding). It renders the wizard (features/onboarding) and fills the
 * software port the wizard declares with features/software's chooser and save hook: the same chips
 * and `software.select` call as the software selection page in settings. Features may not import
 * each other, so this route composes them.
 */
export function OnboardingRoute() {
  const { save, isPending } = useSaveSoftware();
  return <OnboardingPage software={{ renderChooser, save, isSaving: isPending }} />;
}
