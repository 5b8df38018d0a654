import { Stack } from '@studyflow/ui/stack';
import { AccountArea } from '../../features/account/components/account-area';
import { DashboardHome } from '../../features/dashboard/components/dashboard-home';
import { useCurrentUser } from '../../lib/session';

/** /dashboard/learn[/:flowSlug] (study) and /dashboard/software[/:softwareSlug] (Pro). */
export function DashboardRoute() {
  const user = useCurrentUser();
  return (
    <Stack gap="12">
      <DashboardHome />
      {user ? <AccountArea user={user} /> : null}
    </Stack>
  );
}
