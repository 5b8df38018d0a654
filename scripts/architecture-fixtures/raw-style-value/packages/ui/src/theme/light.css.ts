// Allowed: the theme defines the values.
export const light = { surface: '#ffffff', hairline: '1px' };
