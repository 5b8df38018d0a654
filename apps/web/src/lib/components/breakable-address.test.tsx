import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableAddress } from './breakable-address';

describe('BreakableAddress', () => {
  it('offers a break after the @ and before each dot, and reads as the address', () => {
    const { container } = render(
      <p>
        <BreakableAddress address="alex.morgan@university.example" />
      </p>,
    );
    expect(container.textContent).toBe('alex.morgan@university.example');
    expect(container.innerHTML).toBe('<p>alex<wbr>.morgan@<wbr>university<wbr>.example</p>');
  });
});
