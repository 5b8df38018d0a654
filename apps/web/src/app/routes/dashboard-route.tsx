import { AccountArea } from '../../features/account/components/account-cards';
import { DashboardHome } from '../../features/dashboard/components/dashboard-home';
import { useCurrentUser } from '../../lib/session';
import * as styles from './routes.css';

/** /dashboard/learn[/:flowSlug] (study) and /dashboard/software[/:softwareSlug] (Pro). */
export function DashboardRoute() {
  const user = useCurrentUser();
  return (
    <div className={styles.column}>
      <DashboardHome />
      {user ? <AccountArea user={user} /> : null}
    </div>
  );
}
