import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './stepper';

describe('Stepper', () => {
  it('marks the current step and says each state in words', () => {
    render(
      <Stepper
        label="Onboarding steps"
        steps={['Course Information', 'Assistive Technology', 'Current knowledge', 'Study priorities']}
        current={1}
        completed={new Set([0])}
      />,
    );
    const list = screen.getByRole('list', { name: 'Onboarding steps' });
    const items = screen.getAllByRole('listitem');
    expect(list.contains(items[0] ?? null)).toBe(true);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(items[0]?.textContent).toContain('Course Information, step 1 of 4, completed');
    expect(items[1]?.textContent).toContain('Assistive Technology, step 2 of 4, current step');
    expect(items[3]?.textContent).toContain('not started');
  });
});
