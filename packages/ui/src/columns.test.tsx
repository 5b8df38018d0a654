import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Column, Columns } from './columns';
import {
  alignVariants,
  collapseAtOrBelow,
  collapseBelow,
  collapsedGapVariants,
  columns,
  columnWidth,
  gapVariants,
  neverCollapse,
} from './columns.css';
import { sprinkles } from './styles/sprinkles.css';

const classesOf = (testId: string) => [...screen.getByTestId(testId).classList].sort();

describe('Columns', () => {
  it('stacks below the breakpoint, with its own gap there, and aligns the columns side by side', () => {
    render(<Columns data-testid="row" collapseBelow="lg" gap="16" collapsedGap="10" align="center" />);
    expect(classesOf('row')).toEqual(
      [columns, collapseBelow.lg, gapVariants['16'], collapsedGapVariants['10'], alignVariants.center].sort(),
    );
  });

  it('stacks at the breakpoint and below with collapseAtOrBelow, and never without either', () => {
    render(
      <>
        <Columns data-testid="at-or-below" collapseAtOrBelow="tablet" gap="8" />
        <Columns data-testid="never" gap="2" />
      </>,
    );
    expect(classesOf('at-or-below')).toEqual([columns, collapseAtOrBelow.tablet, gapVariants['8']].sort());
    expect(classesOf('never')).toEqual([columns, neverCollapse, gapVariants['2']].sort());
  });

  it('renders the elements asked for, columns in DOM order, with their roles', () => {
    render(
      <Columns as="section" aria-label="Onboarding" collapseAtOrBelow="tablet" gap="8">
        <Column as="nav" width="content" aria-label="Steps">
          Steps
        </Column>
        <Column as="article" aria-label="Your course">
          Panel
        </Column>
      </Columns>,
    );
    const section = screen.getByRole('region', { name: 'Onboarding' });
    expect(section.tagName).toBe('SECTION');
    expect([...section.children].map((child) => child.tagName)).toEqual(['NAV', 'ARTICLE']);
    expect(screen.getByRole('navigation', { name: 'Steps' }).classList.contains(columnWidth.content)).toBe(
      true,
    );
    expect(screen.getByRole('article', { name: 'Your course' }).classList.contains(columnWidth.fluid)).toBe(
      true,
    );
  });

  it('is a list item with `as="li"`, and a Column keeps its own layout props', () => {
    render(
      <ul>
        <Columns as="li" gap="2">
          <Column data-testid="body" width="3/5" display="flex" gap="1">
            Note
          </Column>
          <Column width="content">Actions</Column>
        </Columns>
      </ul>,
    );
    expect(screen.getByRole('listitem').tagName).toBe('LI');
    expect(classesOf('body')).toEqual(
      [columnWidth['3/5'], ...sprinkles({ display: 'flex', gap: '1' }).split(' ')].sort(),
    );
  });
});
