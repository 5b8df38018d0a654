import * as client from 'react-dom/client';

// React DOM's client, read from a module of React's own script (vite-chunks.ts): React DOM sets
// itself up when this module runs, which the start script does a task before the app's script
// (vite-start-script.ts). Imported from the package where it is used, its set-up would run at the
// app's first use of it, inside the app's first task.
export const { createRoot, hydrateRoot } = client;
