import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '../../test-support/render';
import { REGION_ATTRIBUTE } from './attributes';
import { ReadingTools } from './reading-tools';

// happy-dom lays nothing out: three lines are given.
vi.mock('./lines', async (original) => ({
  ...(await original<typeof import('./lines')>()),
  measureLines: () => [0, 24, 48].map((top) => ({ top, bottom: top + 24 })),
  wordsOn: () => '',
}));

function Page() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <>
      <ReadingTools target={ref} />
      <div ref={ref} data-testid="region">
        <p>Some text to read.</p>
      </div>
    </>
  );
}

describe('ReadingTools', () => {
  it('turns the reading guide on and off beside Read aloud, with its size, kept for the learner', async () => {
    renderWithApp(<Page />, { user: testUser({ id: 41 }) });
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Reading guide' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: /Lines in the guide/ })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const band = await screen.findByRole('slider', { name: 'Reading guide' });
    expect(band.getAttribute('aria-valuetext')).toBe('Line 2 of 3');
    expect(JSON.parse(window.localStorage.getItem(`${STORAGE_KEYS.readingGuidePrefix}41`) ?? 'null')).toEqual(
      {
        on: true,
        lines: 3,
      },
    );

    await userEvent.click(screen.getByRole('button', { name: /Lines in the guide/ }));
    await userEvent.click(await screen.findByRole('option', { name: '1 line' }));
    expect(band.style.height).toBe('24px');
    expect(JSON.parse(window.localStorage.getItem(`${STORAGE_KEYS.readingGuidePrefix}41`) ?? 'null')).toEqual(
      {
        on: true,
        lines: 1,
      },
    );

    await userEvent.click(toggle);
    expect(screen.queryByRole('slider', { name: 'Reading guide' })).toBeNull();
    expect(screen.getByTestId('region').hasAttribute(REGION_ATTRIBUTE)).toBe(false);
  });

  it('starts on for a guest who left it on, and not for a learner who did not', async () => {
    window.localStorage.setItem(
      `${STORAGE_KEYS.readingGuidePrefix}anonymous`,
      JSON.stringify({ on: true, lines: 5 }),
    );
    const guest = renderWithApp(<Page />, { user: null });
    expect(await screen.findByRole('slider', { name: 'Reading guide' })).toBeTruthy();
    guest.unmount();
    renderWithApp(<Page />, { user: testUser({ id: 41 }) });
    expect(screen.getByRole('button', { name: 'Reading guide' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('slider', { name: 'Reading guide' })).toBeNull();
  });
});
