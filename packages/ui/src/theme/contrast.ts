/** Parses #RGB or #RRGGBB into 0–255 channels; null for anything else (names, rgb(), alpha). */
export function parseHex(hex: string): [number, number, number] | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  const parts = long ? long.slice(1) : short ? short.slice(1).map((digit) => digit + digit) : null;
  if (!parts) return null;
  const [r = 0, g = 0, b = 0] = parts.map((part) => Number.parseInt(part, 16));
  return [r, g, b];
}

/** #RGB or #RRGGBB → upper-case #RRGGBB; null when it is not a hex colour. */
export function normaliseHex(hex: string): string | null {
  const rgb = parseHex(hex);
  return rgb
    ? `#${rgb
        .map((channel) => channel.toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase()}`
    : null;
}

/** WCAG 2.x relative luminance of a #RGB or #RRGGBB colour. */
export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const [r = 0, g = 0, b = 0] = rgb.map((part) => {
    const channel = part / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light = 0, dark = 0] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes `amount` (0–1) of `to` into `from`, in sRGB; both #RRGGBB. */
export function mixHex(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  if (!a || !b) throw new Error(`Not hex colours: ${from}, ${to}`);
  const mixed = a.map((channel, index) => Math.round(channel + ((b[index] ?? channel) - channel) * amount));
  return `#${mixed
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}
