import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Focusable } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('describes a native ui Button inside Focusable, shown on keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Earn it by finishing your first step.">
        <Focusable>
          <Button variant="secondary">Newbie badge</Button>
        </Focusable>
      </Tooltip>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Newbie badge' });
    expect(document.activeElement).toBe(button);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Earn it by finishing your first step.');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
  });
});
