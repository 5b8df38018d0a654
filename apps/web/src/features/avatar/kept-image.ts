/**
 * The learner's current image as a jpeg data URL, read just before it is removed so Undo can put
 * it back (avatar.create takes exactly this shape). Null when it cannot be read: removal then
 * goes ahead without an Undo, as it did before.
 */
export async function keepImage(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const blob = await response.blob();
    if (blob.type !== 'image/jpeg') return null;
    return await new Promise<string | null>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}
