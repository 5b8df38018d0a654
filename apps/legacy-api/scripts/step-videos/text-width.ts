/**
 * Widths of text set in DejaVu Sans, so lines can be wrapped to the frame before ffmpeg draws them
 * (drawtext does not wrap). Advance widths in font units (2048 a em) of the printable ASCII
 * characters and a few typographic ones, read once from Debian's fonts-dejavu-core 2.37.
 */
const UNITS_PER_EM = 2048;

const CHARS = `${Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('')}‘’“”–—…·`;

// biome-ignore format: one row per font keeps the table readable
const REGULAR = [651,821,942,1716,1303,1946,1597,563,799,799,1024,1716,651,739,651,690,1303,1303,1303,1303,1303,1303,1303,1303,1303,1303,690,690,1716,1716,1716,1087,2048,1401,1405,1430,1577,1294,1178,1587,1540,604,604,1343,1141,1767,1532,1612,1235,1612,1423,1300,1251,1499,1401,2025,1403,1251,1403,799,690,799,1716,1024,1024,1255,1300,1126,1300,1260,721,1300,1298,569,569,1186,569,1995,1298,1253,1300,1300,842,1067,803,1298,1212,1675,1212,1212,1075,1303,690,1303,1716,651,651,1061,1061,1024,2048,2048,651];
// biome-ignore format: one row per font keeps the table readable
const BOLD = [713,934,1067,1716,1425,2052,1786,627,936,936,1071,1716,778,850,778,748,1425,1425,1425,1425,1425,1425,1425,1425,1425,1425,819,819,1716,1716,1716,1188,2048,1585,1561,1503,1700,1399,1399,1681,1714,762,762,1587,1305,2038,1714,1741,1501,1741,1577,1475,1397,1663,1585,2259,1579,1483,1485,936,748,936,1716,1024,1024,1382,1466,1214,1466,1389,891,1466,1458,702,702,1362,702,2134,1458,1407,1466,1466,1010,1219,979,1458,1335,1892,1321,1335,1192,1458,748,1458,1716,778,778,1346,1346,1024,2048,2048,778];

export type Weight = 'regular' | 'bold';

const tables: Record<Weight, Map<string, number>> = {
  regular: new Map([...CHARS].map((char, index) => [char, REGULAR[index] ?? UNITS_PER_EM])),
  bold: new Map([...CHARS].map((char, index) => [char, BOLD[index] ?? UNITS_PER_EM])),
};

/** Width in pixels; a character outside the table counts as a full em, so lines never overflow. */
export function textWidth(text: string, fontSize: number, weight: Weight): number {
  let units = 0;
  for (const char of text) units += tables[weight].get(char) ?? UNITS_PER_EM;
  return (units * fontSize) / UNITS_PER_EM;
}

/**
 * Word wrap to a width in pixels, in as few lines as greedy filling needs but with the lines made as
 * even as they can be, so a title never ends on one stranded word. A word wider than the line keeps
 * a line of its own.
 */
export function wrapToWidth(text: string, maxWidth: number, fontSize: number, weight: Weight): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const width = (from: number, to: number) => textWidth(words.slice(from, to).join(' '), fontSize, weight);
  let count = 0;
  for (let from = 0; from < words.length; count += 1) {
    let to = from + 1;
    while (to < words.length && width(from, to + 1) <= maxWidth) to += 1;
    from = to;
  }
  // widest[k][i]: the narrowest possible widest line when words i… are set in k lines.
  const widest: number[][] = [];
  const cut: number[][] = [];
  for (let lines = 1; lines <= count; lines += 1) {
    widest[lines] = [];
    cut[lines] = [];
    for (let from = 0; from < words.length; from += 1) {
      if (lines === 1) {
        (widest[lines] as number[])[from] = width(from, words.length);
        continue;
      }
      let best = Number.POSITIVE_INFINITY;
      for (let to = from + 1; to <= words.length - lines + 1; to += 1) {
        const first = width(from, to);
        if (first > maxWidth && to > from + 1) break;
        const rest = Math.max(first, widest[lines - 1]?.[to] ?? Number.POSITIVE_INFINITY);
        if (rest < best) {
          best = rest;
          (cut[lines] as number[])[from] = to;
        }
      }
      (widest[lines] as number[])[from] = best;
    }
  }
  const lines: string[] = [];
  let from = 0;
  for (let left = count; left > 1; left -= 1) {
    const to = cut[left]?.[from] ?? words.length;
    lines.push(words.slice(from, to).join(' '));
    from = to;
  }
  if (from < words.length) lines.push(words.slice(from).join(' '));
  return lines;
}
