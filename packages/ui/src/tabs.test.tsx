import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs';

const items = [
  { id: 'flows', label: 'My Study Flows' },
  { id: 'software', label: 'My Software', color: '#1E5F74' },
  { id: 'extra', label: 'Extra' },
];

function Example() {
  const [selected, setSelected] = useState('flows');
  return (
    <Tabs label="Dashboard" items={items} selectedKey={selected} onSelectionChange={setSelected}>
      <TabPanel id="flows">Flows panel</TabPanel>
      <TabPanel id="software">Software panel</TabPanel>
      <TabPanel id="extra">Extra panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves and activates with the arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Dashboard' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'My Study Flows' }));
    await user.keyboard('{ArrowRight}');
    const software = screen.getByRole('tab', { name: 'My Software' });
    expect(document.activeElement).toBe(software);
    expect(software.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Software panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Extra' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Study Flows' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Extra panel');
  });

  it('is one tab stop: Tab leaves the tab list for the panel', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
