import { describe, expect, it } from 'vitest';
import { collectParagraphs, rangeOf, wordAt } from './paragraphs';

function region(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

const texts = (root: Element) => collectParagraphs(root).map((paragraph) => paragraph.text.trim());

describe('collectParagraphs', () => {
  it('reads each block element once, in document order, inline marks inside their paragraph', () => {
    const root = region(
      '<h2>Plan</h2><p>Read the <strong>question</strong> twice.</p><p>Then <a href="#x">underline</a> it.</p>',
    );
    expect(texts(root)).toEqual(['Plan', 'Read the question twice.', 'Then underline it.']);
  });

  it('splits a list item from the list nested in it, and reads loose text where it stands', () => {
    const root = region('<div>Before<ul><li>Item<ul><li>Sub</li></ul></li></ul>After</div>');
    expect(texts(root)).toEqual(['Before', 'Item', 'Sub', 'After']);
  });

  it('leaves out the control, hidden and aria-hidden content, buttons, what was typed, and blank runs', () => {
    const root = region(
      '<div data-read-aloud-skip><p>Play</p></div><p>Kept <span aria-hidden="true">→</span>text</p>' +
        '<p hidden>Hidden</p><button type="button">Press</button><label>Question<textarea>typed</textarea></label>\n  <p>   </p>',
    );
    expect(texts(root)).toEqual(['Kept text', 'Question']);
  });

  it('keeps the page text exactly, so offsets are the same as in the DOM', () => {
    const root = region('<p>  Two\n   words</p>');
    const [paragraph] = collectParagraphs(root);
    expect(paragraph?.text).toBe('  Two\n   words');
  });

  it('gives no paragraph for an empty region', () => {
    expect(collectParagraphs(region('<div><span aria-hidden="true">x</span></div>'))).toEqual([]);
  });
});

describe('wordAt', () => {
  it('uses charLength when the browser sends it', () => {
    expect(wordAt('Read the question', 5, 3)).toEqual([5, 8]);
  });

  it('runs to the next white space without charLength (or with 0)', () => {
    expect(wordAt('Read the question', 9)).toEqual([9, 17]);
    expect(wordAt('Read the question', 0, 0)).toEqual([0, 4]);
  });

  it('steps over white space at the index', () => {
    expect(wordAt('Read  the', 4)).toEqual([6, 9]);
  });

  it('clips a length past the end, and gives null outside the text or on white space only', () => {
    expect(wordAt('Read', 2, 10)).toEqual([2, 4]);
    expect(wordAt('Read', 4)).toBeNull();
    expect(wordAt('Read', -1)).toBeNull();
    expect(wordAt('Read  ', 4)).toBeNull();
  });
});

describe('rangeOf', () => {
  it('covers a word inside one text node', () => {
    const root = region('<p>Read the question</p>');
    const [paragraph] = collectParagraphs(root);
    if (!paragraph) throw new Error('no paragraph');
    expect(rangeOf(paragraph, [5, 8])?.toString()).toBe('the');
  });

  it('covers a word split across inline elements', () => {
    const root = region('<p>Un<strong>der</strong>line it</p>');
    const [paragraph] = collectParagraphs(root);
    if (!paragraph) throw new Error('no paragraph');
    const word = wordAt(paragraph.text, 0);
    expect(word).toEqual([0, 9]);
    expect(word && rangeOf(paragraph, word)?.toString()).toBe('Underline');
  });

  it('ends a word at the end of a text node rather than the start of the next', () => {
    const root = region('<p><em>Read</em> more</p>');
    const [paragraph] = collectParagraphs(root);
    if (!paragraph) throw new Error('no paragraph');
    const range = rangeOf(paragraph, [0, 4]);
    expect(range?.endContainer.parentElement?.tagName).toBe('EM');
    expect(range?.toString()).toBe('Read');
  });

  it('gives null for a range outside the paragraph', () => {
    const root = region('<p>Read</p>');
    const [paragraph] = collectParagraphs(root);
    if (!paragraph) throw new Error('no paragraph');
    expect(rangeOf(paragraph, [2, 9])).toBeNull();
  });
});
