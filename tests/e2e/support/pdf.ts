/** Opens a PDF with pdfjs-dist, the way a reader does (it needs Promise.withResolvers, new in Node 22). */
export async function openPdf(bytes: Uint8Array) {
  const withResolvers = Promise as unknown as { withResolvers?: unknown };
  withResolvers.withResolvers ??= <T>() => {
    let resolve: (value: T) => void = () => {};
    let reject: (reason: unknown) => void = () => {};
    const promise = new Promise<T>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  };
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
}
