import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import { ExamCalculator } from './exam-calculator';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
/** A value put in the field at once, as Playwright's fill does (a type="number" field takes it whole). */
const fill = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const calculate = () => screen.getByRole('button', { name: 'Calculate' }) as HTMLButtonElement;

afterEach(() => vi.restoreAllMocks());

describe('ExamCalculator (TLS-6, TLS-7, LIM-24, LIM-25)', () => {
  it('names an untitled exam and keeps each count within 0 to 99 as it is typed', () => {
    renderWithApp(<ExamCalculator />);
    expect(field('Exam name').value).toBe('Untitled-exam');
    fill('Number of questions', '150');
    expect(field('Number of questions').value).toBe('99');
    fill('Number of questions', '-4');
    expect(field('Number of questions').value).toBe('0');
    fill('Planning time per question (minutes)', '100');
    expect(field('Planning time per question (minutes)').value).toBe('99');
  });

  it('refuses to calculate while the start is after the end, and says why', () => {
    renderWithApp(<ExamCalculator />);
    expect(calculate().disabled).toBe(false);
    fill('Start time', '13:00');
    expect(screen.getByText('The start time is after the end time.')).toBeTruthy();
    expect(calculate().disabled).toBe(true);
    fill('Start time', '09:00');
    expect(screen.queryByText('The start time is after the end time.')).toBeNull();
  });

  it('opens the schedule at its own address in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithApp(<ExamCalculator />);
    fill('Exam name', 'History');
    fill('Exam date', '2026-12-01');
    fill('Number of questions', '4');
    await userEvent.setup().click(calculate());
    expect(open).toHaveBeenCalledWith(
      '/dashboard/examschedule/History/2026-12-01/09%3A00/12%3A00/4/5/5',
      '_blank',
      'noopener',
    );
  });
});
