import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '../../../test-support/render';
import { initialsOf } from '../images/emblem';
import { SupportContactsPage } from './support-contacts-page';

describe('support contacts (WEL-7)', () => {
  it('gives every card a logo named by its service: our emblem of its initials', () => {
    renderWithApp(<SupportContactsPage />, {
      path: '/wellbeing/support-contacts',
      user: testUser({ softwareSelected: true, wellbeings: ['support_contacts'] }),
    });
    const cards = screen.getAllByRole('listitem');
    const names = ['Nightline', 'PAPYRUS HOPELINE247', 'Shout', 'SignHealth'];
    expect(cards).toHaveLength(names.length);
    for (const [index, name] of names.entries()) {
      const card = cards[index] as HTMLElement;
      const logo = within(card).getByRole('img', { name });
      expect(logo.textContent).toBe(initialsOf(name));
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(name);
    }
  });

  it('draws initials from each word, or each capitalised part of one word', () => {
    expect(initialsOf('Nightline')).toBe('N');
    expect(initialsOf('PAPYRUS HOPELINE247')).toBe('PH');
    expect(initialsOf('Shout')).toBe('S');
    expect(initialsOf('SignHealth')).toBe('SH');
    expect(initialsOf('The Mix')).toBe('TM');
  });
});
