import { MIND_MAP_FORMATS, type MindMapFormat } from '@studyflow/contracts/study-tools';

/**
 * TLS-4: the gateway's download address of a plan's mind map (API-40 behind it). The file is named
 * 'Essay Plan {words} words - {option}' by the upstream's Content-Disposition.
 */
export function mindMapHref(words: number, option: string, format: MindMapFormat): string {
  const base = `/files/mindmap/${encodeURIComponent(words)}/${encodeURIComponent(option)}/download`;
  const software = MIND_MAP_FORMATS[format].softwareName;
  return software === null ? base : `${base}?software_name=${encodeURIComponent(software)}`;
}
