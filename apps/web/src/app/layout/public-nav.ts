import type { Edition } from '@studyflow/contracts/edition';
import type { User } from '@studyflow/contracts/user';
import { dashboardFor, routes } from '../../config/paths';
import { CONTACT_ANCHOR } from '../../lib/links/anchors';
import type { appCopy } from '../copy';
import { isOffered } from '../routes';

export interface PublicNavItem {
  id: string;
  label: string;
  href: string;
  isCurrent: boolean;
}

type ShellCopy = (typeof appCopy)[Edition]['shell'];

/**
 * The public header's items (PUB-3) whose pages exist: Home, Assessor Toolkit once its page is
 * built, 'Contact', then the way in, 'Go to Dashboard' for a signed-in learner and 'Sign in' for a
 * guest.
 */
export function publicNavItems(edition: Edition, user: User | null, path: string, shell: ShellCopy) {
  const pages = [
    { id: 'home', label: shell.home, name: 'home' },
    { id: 'assessor', label: shell.assessorToolkit, name: 'assessor' },
  ] as const;
  const links: PublicNavItem[] = pages
    .filter(({ name }) => isOffered(name, edition))
    .map(({ id, label, name }) => ({
      id,
      label,
      href: routes[name].href(),
      isCurrent: path === routes[name].href(),
    }));
  // 'Contact' scrolls to the landing's 'Let's connect' form, from any public page.
  links.push({
    id: 'contact',
    label: shell.contact,
    href: `${routes.home.href()}#${CONTACT_ANCHOR}`,
    isCurrent: false,
  });
  const account: PublicNavItem = user
    ? { id: 'account', label: shell.goToDashboard, href: dashboardFor(edition), isCurrent: false }
    : { id: 'account', label: shell.signIn, href: routes.auth.href(), isCurrent: false };
  return { links, account };
}
