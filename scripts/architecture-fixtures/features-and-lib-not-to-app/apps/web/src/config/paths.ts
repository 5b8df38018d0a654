export const routes = { printNotes: { href: () => '/dashboard/print_notes' } };
