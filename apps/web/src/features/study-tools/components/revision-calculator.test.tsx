import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import { localDate } from '../calculators';
import { RevisionCalculator } from './revision-calculator';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const fill = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const result = () => within(screen.getByRole('status'));
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDate(date);
};
const exportButton = () => screen.queryByRole('button', { name: 'Add to calendar (.ics)' });

describe('RevisionCalculator (TLS-5, LIM-25)', () => {
  it('reads 0 days until there is a date ahead and a topic, and says what it needs', () => {
    renderWithApp(<RevisionCalculator />);
    expect(result().getByText('0 days')).toBeTruthy();
    fill('Exam date', inDays(20));
    expect(result().getByText('Choose a date in the future and at least one topic.')).toBeTruthy();
    expect(exportButton()).toBeNull();
  });

  it('gives days per topic to the nearest half, as the topics are typed', () => {
    renderWithApp(<RevisionCalculator />);
    fill('Exam date', inDays(20));
    fill('Number of topics', '8');
    expect(result().getByText('2.5 days')).toBeTruthy();
    expect(result().getByText('20 days left for 8 topics.')).toBeTruthy();
    expect(exportButton()).toBeTruthy();
    fill('Number of topics', '10');
    expect(result().getByText('2 days')).toBeTruthy();
  });

  it('keeps the topics at 1000 at most, which leaves less than half a day each', () => {
    renderWithApp(<RevisionCalculator />);
    fill('Exam date', inDays(20));
    fill('Number of topics', '5000');
    expect(field('Number of topics').value).toBe('1000');
    expect(result().getByText('0 days')).toBeTruthy();
  });

  it('gives 0 days and no calendar for a date in the past', () => {
    renderWithApp(<RevisionCalculator />);
    fill('Number of topics', '10');
    fill('Exam date', inDays(-3));
    expect(result().getByText('0 days')).toBeTruthy();
    expect(exportButton()).toBeNull();
  });
});
