import { ESSAY_WORDS, RESOURCES } from './content';
import { ok, type Reply, type Route, refuse, signedIn } from './http';

/** API-41's extensions by API-40's `software_name`; none is the PDF. */
const EXTENSIONS: Record<string, string> = { MindManager: 'mmap', MindView: 'mvdx', Inspiration: 'isf' };

/** The smallest PDF a reader opens: one page with the plan's title and parts. */
function pdf(lines: string[]): string {
  const text = lines.map((line, at) => `BT /F1 14 Tf 72 ${760 - at * 24} Td (${line}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((object, at) => {
    const offset = out.length;
    out += `${at + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  return `${out}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

function mindMap(words: number, option: string, softwareName: string | null): Reply {
  const share = option === 'A' ? [0.1, 0.8, 0.1] : [0.15, 0.7, 0.15];
  const [intro = 0, body = 0, conclusion = 0] = share.map((part) => Math.round(words * part));
  const title = `Essay Plan ${words} words - ${option}`;
  const lines = [
    title,
    `Introduction: ${intro} words`,
    `Body: ${body} words`,
    `Conclusion: ${conclusion} words`,
  ];
  if (softwareName === null) {
    return { status: 200, file: { name: `${title}.pdf`, type: 'application/pdf', content: pdf(lines) } };
  }
  const extension = EXTENSIONS[softwareName];
  if (extension === undefined) return refuse(404, 'Not Found');
  // A fake cannot write the vendors' own formats: the outline, under the name API-41 gives.
  return {
    status: 200,
    file: { name: `${title}.${extension}`, type: 'application/octet-stream', content: lines.join('\n') },
  };
}

/** API-39, API-40 and API-45. */
export const TOOLS_ROUTES: Route[] = [
  signedIn('GET', '/users/apps/essay_question_wizard', () => ok({ words: ESSAY_WORDS })),
  signedIn('GET', '/users/apps/mindmap/:words/:option/download', ({ params, query }) => {
    const words = Number(params.words);
    const valid = Number.isInteger(words) && words >= 1000 && words <= 5000 && words % 500 === 0;
    if (!valid || (params.option !== 'A' && params.option !== 'B')) return refuse(404, 'Not Found');
    return mindMap(words, params.option, query.get('software_name'));
  }),
  signedIn('GET', '/resources', () => ok(RESOURCES)),
];
