// Broken on purpose: raw colour and pixel values in a component style.
export const journal = { color: '#fff', padding: '13px' };
// A comment may name 13px.
export const quiet = { color: 'inherit' };
