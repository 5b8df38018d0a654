export const routes = { notes: '/dashboard/print_notes' };
