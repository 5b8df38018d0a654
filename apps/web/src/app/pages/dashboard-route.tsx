import { Stack } from '@studyflow/ui/stack';
import { AccountArea } from '../../features/account/components/account-area';
import { DashboardHome } from '../../features/dashboard/components/dashboard-home';
import { useCurrentUser } from '../../lib/session/session';
import { AfterFirstView } from '../../lib/timing/after-first-view';

/** /dashboard/learn[/:flowSlug] and /dashboard/software[/:softwareSlug], in both editions: the two tabs. */
export function DashboardRoute() {
  const user = useCurrentUser();
  return (
    <Stack gap="12">
      <DashboardHome />
      {user ? (
        <AfterFirstView>
          <AccountArea user={user} />
        </AfterFirstView>
      ) : null}
    </Stack>
  );
}
