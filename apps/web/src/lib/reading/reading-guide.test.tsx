import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render';
import { READING_ATTRIBUTE } from '../speech/marks';
import { REGION_ATTRIBUTE, TOOLS_ATTRIBUTE } from './attributes';
import { ReadingGuide } from './reading-guide';

// happy-dom lays nothing out: the region's lines are given (24 px each, a 4 px paragraph gap after
// the third), and each line's words name it.
const LINES = [0, 24, 48, 76, 100, 124].map((top) => ({ top, bottom: top + 24 }));
vi.mock('./lines', async (original) => ({
  ...(await original<typeof import('./lines')>()),
  measureLines: () => LINES,
  wordsOn: (_root: Element, line: { top: number }) => `words at ${line.top}`,
}));

function Page({ size = 3, tools = false }: { size?: number; tools?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <>
      <button type="button">Before</button>
      <div ref={ref} data-testid="region">
        {tools ? <div {...{ [TOOLS_ATTRIBUTE]: '' }}>Tools</div> : null}
        <p data-testid="first">First paragraph.</p>
        <p data-testid="second">
          Second paragraph with <a href="#x">the notes on paragraphs</a>.
        </p>
        <ReadingGuide target={ref} size={size} />
      </div>
      <button type="button">After</button>
    </>
  );
}

const guide = () => screen.findByRole('slider', { name: 'Reading guide' });
const shades = (region: HTMLElement) => [...region.querySelectorAll<HTMLElement>('[aria-hidden="true"]')];

beforeEach(() => {
  window.scrollTo(0, 0);
});

describe('ReadingGuide', () => {
  it('is a slider over the region naming the line, with the dim above and below it hidden from assistive technology', async () => {
    renderWithApp(<Page />);
    const band = await guide();
    const region = screen.getByTestId('region');
    expect(region.hasAttribute(REGION_ATTRIBUTE)).toBe(true);
    // It starts with its top on the first line on screen: three lines, the second in the middle.
    expect(band.getAttribute('aria-valuetext')).toBe('Line 2 of 6: words at 24');
    expect(band.getAttribute('aria-valuenow')).toBe('2');
    expect(band.getAttribute('aria-valuemax')).toBe('6');
    expect(band.getAttribute('aria-orientation')).toBe('vertical');
    expect(document.getElementById(band.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Use the up and down arrow keys to move the guide one line at a time.',
    );
    expect(band.style.top).toBe('0px');
    expect(band.style.height).toBe('72px');
    const [above, below] = shades(region);
    expect(above?.style.height).toBe('0px');
    expect(below?.style.top).toBe('72px');
    // The text itself is untouched: still in the region, read as before.
    expect(screen.getByText('First paragraph.').closest('[aria-hidden]')).toBeNull();
  });

  it('moves line by line with the arrow keys, a band at a time with Page Up and Down, to the ends with Home and End', async () => {
    renderWithApp(<Page />);
    const band = await guide();
    band.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(band.getAttribute('aria-valuetext')).toBe('Line 4 of 6: words at 76');
    expect(band.style.top).toBe('48px');
    expect(band.style.height).toBe('76px');
    await userEvent.keyboard('{ArrowUp}');
    expect(band.getAttribute('aria-valuenow')).toBe('3');
    await userEvent.keyboard('{PageUp}');
    expect(band.getAttribute('aria-valuenow')).toBe('1');
    // At the top, a line of three is cut short: the first line and the one under it.
    expect(band.style.height).toBe('48px');
    await userEvent.keyboard('{PageDown}');
    expect(band.getAttribute('aria-valuenow')).toBe('4');
    await userEvent.keyboard('{End}{ArrowDown}');
    expect(band.getAttribute('aria-valuenow')).toBe('6');
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(band.getAttribute('aria-valuenow')).toBe('1');
  });

  it('never keeps the focus: Tab and Shift+Tab leave it', async () => {
    renderWithApp(<Page />);
    const band = await guide();
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(band);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'the notes on paragraphs' }));
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
  });

  it('comes right after the reading tools where they are inside the region', async () => {
    renderWithApp(<Page tools />);
    const band = await guide();
    const tools = screen.getByText('Tools');
    expect(tools.nextElementSibling?.contains(band)).toBe(true);
  });

  it('follows the pointer over the text, but not over the tools', async () => {
    renderWithApp(<Page tools />);
    const band = await guide();
    fireEvent.pointerMove(screen.getByText('First paragraph.'), { clientY: 110, pointerType: 'mouse' });
    expect(band.getAttribute('aria-valuenow')).toBe('5');
    fireEvent.pointerMove(screen.getByText('Tools'), { clientY: 10, pointerType: 'mouse' });
    expect(band.getAttribute('aria-valuenow')).toBe('5');
    // A finger's move is a scroll; where it touches, the band goes.
    fireEvent.pointerMove(screen.getByText('First paragraph.'), { clientY: 30, pointerType: 'touch' });
    expect(band.getAttribute('aria-valuenow')).toBe('5');
    fireEvent.pointerDown(screen.getByText('First paragraph.'), { clientY: 30, pointerType: 'touch' });
    expect(band.getAttribute('aria-valuenow')).toBe('2');
  });

  it("goes to the paragraph read aloud, its first line at the band's top", async () => {
    renderWithApp(<Page size={3} />);
    const band = await guide();
    const second = screen.getByTestId('second');
    second.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 76, width: 300, height: 48 });
    await act(async () => {
      second.setAttribute(READING_ATTRIBUTE, '');
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(band.style.top).toBe('76px'));
    expect(band.getAttribute('aria-valuenow')).toBe('5');
  });

  it('brings a focused link into the band, so the dim never hides the focus', async () => {
    renderWithApp(<Page size={1} />);
    const band = await guide();
    const link = screen.getByRole('link', { name: 'the notes on paragraphs' });
    link.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 102, width: 40, height: 20 });
    act(() => link.focus());
    expect(band.getAttribute('aria-valuenow')).toBe('5');
  });

  it('leaves the region as it was when it goes', async () => {
    const view = renderWithApp(<Page />);
    await guide();
    const region = screen.getByTestId('region');
    const children = region.children.length;
    view.rerender(<div />);
    expect(region.hasAttribute(REGION_ATTRIBUTE)).toBe(false);
    expect(region.children.length).toBeLessThan(children);
  });
});
