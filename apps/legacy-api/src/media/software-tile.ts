/**
 * The software tiles we draw ourselves: the product's initials in white on a rounded square in its
 * group's colour. Vendor logos are trademarks we have no licence for, so none is copied.
 */

/** Fill per software group; each carries white text at ≥ 4.5:1 (software-tile.test.ts checks). */
export const TILE_COLOURS: Record<string, string> = {
  Literacy: '#1F5FA8',
  'Mind mapping': '#7B3FA0',
  'Note taking': '#0F766E',
  'Speech recognition': '#B54708',
  'Screen reading': '#3D4A5C',
};
/** Products without a group (the web's 'Specialist' chips). */
export const SPECIALIST_COLOUR = '#B4235A';
export const TILE_TEXT_COLOUR = '#FFFFFF';

export const tileColour = (group: string | null): string =>
  (group === null ? undefined : TILE_COLOURS[group]) ?? SPECIALIST_COLOUR;

/**
 * Initials of a product name: the capitalised words' first letters (Read&Write → RW, ClaroRead → CR,
 * Brain in Hand → BH), a short acronym as it is (JAWS), else the first two letters (Glean → Gl).
 */
export function tileInitials(name: string): string {
  const words = name
    .split(/[^A-Za-z0-9]+/)
    .flatMap((word) => word.split(/(?<=[a-z])(?=[A-Z])/))
    .filter((word) => word !== '');
  const capitalised = words.filter((word) => /^[A-Z0-9]/.test(word));
  if (capitalised.length >= 2)
    return capitalised
      .slice(0, 3)
      .map((word) => word.charAt(0))
      .join('');
  const only = capitalised[0] ?? words[0] ?? '';
  if (only.length <= 4 && only === only.toUpperCase()) return only;
  return `${only.charAt(0).toUpperCase()}${only.charAt(1).toLowerCase()}`;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT_SIZE_BY_LENGTH = [52, 52, 52, 42, 34];

/** A self-contained 128×128 SVG (no external fonts or images), named for assistive technology. */
export function softwareTileSvg(software: { name: string; group: string | null }): string {
  const initials = tileInitials(software.name);
  const fontSize = FONT_SIZE_BY_LENGTH[initials.length] ?? 30;
  const name = escapeXml(software.name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="' +
      name +
      '">',
    `  <title>${name}</title>`,
    '  <clipPath id="tile"><rect width="128" height="128" rx="28"/></clipPath>',
    '  <g clip-path="url(#tile)">',
    `    <rect width="128" height="128" fill="${tileColour(software.group)}"/>`,
    // A soft corner highlight, clear of the letters so it never lowers their contrast.
    `    <circle cx="128" cy="0" r="40" fill="${TILE_TEXT_COLOUR}" fill-opacity="0.14"/>`,
    '  </g>',
    `  <text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" font-size="${fontSize}" font-weight="700" letter-spacing="1" fill="${TILE_TEXT_COLOUR}">${escapeXml(initials)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
