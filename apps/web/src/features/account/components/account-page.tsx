import { Button } from '@studyflow/ui/button';
import { Card } from '@studyflow/ui/card';
import { text } from '@studyflow/ui/styles/text.css';
import { useCopy } from '../../../lib/copy';
import { contentColumn, stackLoose } from '../../../lib/layout.css';
import { PageHeading } from '../../../lib/page';
import { useCurrentUser } from '../../../lib/session';
import { useSignOut } from '../../../lib/sign-out';

/**
 * The plain signed-in pages that stand in until the dashboards and onboarding are built: a
 * greeting with the first name, what comes next, and 'Sign out'.
 */
function AccountPage({ title, body }: { title: string; body: string }) {
  const { account } = useCopy();
  const { signOut, isPending } = useSignOut();
  return (
    <div className={contentColumn}>
      <Card padding="lg">
        <div className={stackLoose}>
          <PageHeading>{title}</PageHeading>
          <p className={text({ size: 'lg', tone: 'muted' })}>{body}</p>
          <div>
            <Button variant="secondary" onPress={signOut} isPending={isPending}>
              {account.signOut}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}

export function DashboardPage() {
  const { account } = useCopy();
  const user = useCurrentUser();
  return <AccountPage title={account.greeting(user?.firstName ?? '')} body={account.dashboardText} />;
}

export function OnboardingPage() {
  const { account } = useCopy();
  const user = useCurrentUser();
  return <AccountPage title={account.onboardingTitle(user?.firstName ?? '')} body={account.onboardingText} />;
}
