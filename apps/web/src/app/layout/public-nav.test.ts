import { describe, expect, it } from 'vitest';
import { testUser } from '../../test-support/render';
import { appCopy } from '../copy';
import { publicNavItems } from './public-nav';

describe('the public header items (PUB-3)', () => {
  it('offers a guest Home, Assessor Toolkit, Contact (to the landing form) and Sign in', () => {
    const { links, account } = publicNavItems('study', null, '/', appCopy.study.shell);
    expect(links).toEqual([
      { id: 'home', label: 'Home', href: '/', isCurrent: true },
      { id: 'assessor', label: 'Assessor Toolkit', href: '/assessor', isCurrent: false },
      { id: 'contact', label: 'Contact', href: '/#contact', isCurrent: false },
    ]);
    expect(account).toMatchObject({ label: 'Sign in', href: '/auth' });
  });

  it("offers a signed-in learner Go to Dashboard, to their edition's dashboard", () => {
    const learner = testUser({ softwareSelected: true });
    expect(publicNavItems('study', learner, '/not-found', appCopy.study.shell).account).toMatchObject({
      label: 'Go to Dashboard',
      href: '/dashboard/learn',
    });
    const { links, account } = publicNavItems('pro', learner, '/not-found', appCopy.pro.shell);
    expect(account.href).toBe('/dashboard/software');
    expect(links[0]?.isCurrent).toBe(false);
  });
});
