import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './content-disposition';

const TRICKY = `Tom's "notes" (draft)* Ünïcödé 日本語.docx`;

describe('attachmentHeader', () => {
  it('parses back to the exact file name', () => {
    const header = attachmentHeader(TRICKY);
    const { type, parameters } = parse(header);
    expect(type).toBe('attachment');
    expect(parameters.filename).toBe(TRICKY);
  });

  it("percent-encodes ' ( ) * and every non-ASCII letter in filename*", () => {
    const extended = /filename\*=([^;]*)/.exec(attachmentHeader(TRICKY))?.[1];
    expect(extended).toBe(
      "UTF-8''Tom%27s%20%22notes%22%20%28draft%29%2A%20%C3%9Cn%C3%AFc%C3%B6d%C3%A9%20%E6%97%A5%E6%9C%AC%E8%AA%9E.docx",
    );
    expect(extended?.slice("UTF-8''".length)).toMatch(/^[A-Za-z0-9%!#$&+.^_`|~-]+$/);
  });

  it('gives old clients a safe ASCII filename: no quote, backslash, slash, percent or non-ASCII', () => {
    const header = attachmentHeader(TRICKY);
    const fallback = parse(header, { extended: false }).parameters.filename;
    expect(fallback).toBe("Tom's _notes_ (draft)* _n_c_d_ ___.docx");
    expect(header).toContain(`filename="${fallback}"`);
    expect(parse(attachmentHeader('a\\b/c%41.md'), { extended: false }).parameters.filename).toBe(
      'a_b_c_41.md',
    );
  });

  it('sends a plain ASCII name once, quoted', () => {
    expect(attachmentHeader('Lab report.docx')).toBe('attachment; filename="Lab report.docx"');
  });
});
