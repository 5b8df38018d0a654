import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import { LayoutDemos } from './layout-demos';

describe('the gallery’s layout demos', () => {
  it('show each primitive with its lists still lists and its columns in DOM order', () => {
    renderWithApp(<LayoutDemos />);
    const section = screen.getByRole('region', { name: 'Stack, Cluster, Spread, Columns and Tiles' });
    expect(within(section).getByRole('list', { name: 'Stacked steps' }).tagName).toBe('OL');
    expect(within(screen.getByRole('list', { name: 'Days' })).getAllByRole('listitem')).toHaveLength(6);
    expect(within(screen.getByRole('list', { name: 'Letters' })).getAllByRole('listitem')).toHaveLength(8);
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar example' });
    expect(sidebar.parentElement?.firstElementChild).toBe(sidebar);
  });
});
