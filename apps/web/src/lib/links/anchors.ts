/** The landing's 'Let's connect' section: the public header's 'Contact' scrolls to it (PUB-3). */
export const CONTACT_ANCHOR = 'contact';
