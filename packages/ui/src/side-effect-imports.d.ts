// Stylesheets imported only for their side effects; Vite bundles them. Named one by one (no '*.css'
// wildcard) so a missing local .css.ts file is still a type error everywhere.
declare module '@vidstack/react/player/styles/default/theme.css';
declare module '@vidstack/react/player/styles/default/layouts/video.css';
declare module '@fontsource/opendyslexic/400.css';
declare module '@fontsource/opendyslexic/700.css';
