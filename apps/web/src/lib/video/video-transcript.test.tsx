import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-support/render';
import { TranscriptText, VideoTranscript } from './video-transcript';

describe('a video’s transcript beside it', () => {
  it('opens and closes from the keyboard, saying whether it is open, with the picture told apart', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <VideoTranscript>
        <TranscriptText
          paragraphs={[
            { picture: 'A slide titled "Make it yours".' },
            { speech: 'Change colours and font.' },
          ]}
        />
      </VideoTranscript>,
    );
    const toggle = screen.getByRole('button', { name: 'TRANSCRIPT' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    const region = screen.getByRole('region', { name: 'Transcript' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(region.id);
    expect(toggle.textContent).toBe('CLOSE TRANSCRIPT');
    expect(region.textContent).toContain('On screen: A slide titled "Make it yours".');
    expect(region.textContent).toContain('Change colours and font.');

    await user.keyboard(' ');
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
