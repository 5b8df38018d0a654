import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import { SoftwareStrip } from './landing-sections';

describe('the software-logo strip (PUB-4)', () => {
  it('names every logo by its software, so a screen reader hears the list', () => {
    renderWithApp(<SoftwareStrip />, { user: null });
    const strip = screen.getByRole('region', { name: 'Works with the software you already have' });
    const logos = within(strip).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual([
      'Read&Write',
      'ClaroRead',
      'Dragon Professional',
      'MindView',
      'NVDA',
      'Glean',
      'Equatio',
      'ZoomText',
    ]);
    expect(within(strip).getByRole('img', { name: 'NVDA' }).getAttribute('src')).toBe(
      '/uploads/softwares/nvda.svg',
    );
  });
});
