import { Stack } from '@studyflow/ui/stack';
import { AccountArea } from '../../features/account/components/account-area';
import { DashboardHome } from '../../features/dashboard/components/dashboard-home';
import { useCurrentUser } from '../../lib/session/session';

/** /dashboard/learn[/:flowSlug] and /dashboard/software[/:softwareSlug], in both editions: the two tabs. */
export function DashboardRoute() {
  const user = useCurrentUser();
  return (
    <Stack gap="12">
      <DashboardHome />
      {user ? <AccountArea user={user} /> : null}
    </Stack>
  );
}
