import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import { ContactSection } from './contact-section';

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe("the 'Let's connect' section (PUB-6)", () => {
  it('has its labelled fields and Send from the first render, before the form’s behaviour loads', () => {
    renderWithApp(<ContactSection />, { user: null });
    const form = screen.getByRole('region', { name: "Let's connect" });
    expect(form.querySelector('form')).not.toBeNull();
    expect(field('Full name').getAttribute('autocomplete')).toBe('name');
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('keeps the words, focus and caret when its behaviour takes over, and sends what was typed', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const contact = vi.fn(() => ({ msg: 'Sent' }));
    renderWithApp(<ContactSection />, { user: null, trpc: { 'public.contact': contact } });
    const twinName = field('Full name');
    // Focus asks for the behaviour; typing goes on into whichever field has focus meanwhile.
    await user.click(twinName);
    await user.keyboard('Pat');
    await waitFor(() => expect(field('Full name')).not.toBe(twinName));
    expect(document.activeElement).toBe(field('Full name'));
    await user.keyboard(' Guest');
    expect(field('Full name').value).toBe('Pat Guest');
    await user.tab();
    await user.keyboard('pat@guests.example');
    await user.tab();
    await user.keyboard('Do you offer team licences?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(contact).toHaveBeenCalledWith({
        fullName: 'Pat Guest',
        email: 'pat@guests.example',
        message: 'Do you offer team licences?',
      }),
    );
    expect(await screen.findByText('Thank you. Your message is on its way.')).toBeTruthy();
  });

  it('carries out a press on Send made in the plain fields once the behaviour is there', {
    timeout: 30_000,
  }, async () => {
    const contact = vi.fn(() => ({ msg: 'Sent' }));
    renderWithApp(<ContactSection />, { user: null, trpc: { 'public.contact': contact } });
    // Typed before any script could listen (as into the prerendered page), then sent.
    field('Full name').value = 'Kim';
    field('Email').value = 'kim@example.org';
    field('Message').value = 'Hi';
    screen.getByRole('button', { name: 'Send message' }).click();
    await waitFor(() =>
      expect(contact).toHaveBeenCalledWith({ fullName: 'Kim', email: 'kim@example.org', message: 'Hi' }),
    );
  });
});
