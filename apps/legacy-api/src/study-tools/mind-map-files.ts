import { type EssayPlan, type MindMapNode, planMindMap, planTitle } from './essay-plan';

/**
 * Open mind-map formats (TLS-4, docs/decisions.md): OPML 2.0, which MindManager, MindView,
 * iThoughts, XMind and most outliners import, and FreeMind's .mm, which FreeMind, Freeplane and
 * many others open. The vendors' own formats are not produced: see docs/decisions.md.
 */
const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function opmlOutline(node: MindMapNode, depth: number): string {
  const pad = '  '.repeat(depth);
  const open = `${pad}<outline text="${escapeXml(node.text)}"`;
  if (node.children.length === 0) return `${open}/>`;
  const inner = node.children.map((child) => opmlOutline(child, depth + 1)).join('\n');
  return `${open}>\n${inner}\n${pad}</outline>`;
}

export function planOpml(plan: EssayPlan): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    `  <head><title>${escapeXml(planTitle(plan))}</title></head>`,
    '  <body>',
    opmlOutline(planMindMap(plan), 2),
    '  </body>',
    '</opml>',
    '',
  ].join('\n');
}

function freeMindNode(node: MindMapNode, depth: number, position?: 'left' | 'right'): string {
  const pad = '  '.repeat(depth);
  const side = position ? ` POSITION="${position}"` : '';
  const open = `${pad}<node TEXT="${escapeXml(node.text)}"${side}`;
  if (node.children.length === 0) return `${open}/>`;
  const inner = node.children
    .map((child, index) =>
      freeMindNode(child, depth + 1, depth === 1 ? (index % 2 === 0 ? 'right' : 'left') : undefined),
    )
    .join('\n');
  return `${open}>\n${inner}\n${pad}</node>`;
}

export function planFreeMind(plan: EssayPlan): string {
  return ['<map version="1.0.1">', freeMindNode(planMindMap(plan), 1), '</map>', ''].join('\n');
}
