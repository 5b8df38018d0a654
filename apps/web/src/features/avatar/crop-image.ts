/** The crop, in pixels of the original image (react-easy-crop's `croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Big enough for the largest avatar on screen at 3x pixel density, small enough to upload fast. */
export const AVATAR_OUTPUT_PX = 512;
const JPEG_QUALITY = 0.9;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chosen image could not be read.'));
    image.src = src;
  });
}

/**
 * PRF-7: the square crop is exported as a jpeg data URL on a white background (a PNG's
 * transparent parts would otherwise turn black in a jpeg).
 */
export async function cropToJpeg(src: string, area: PixelArea): Promise<string> {
  const image = await loadImage(src);
  const size = Math.min(AVATAR_OUTPUT_PX, Math.max(1, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('This browser cannot draw the image.');
  context.fillStyle = '#FFFFFF';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

/** Reads a chosen file as a data URL for the crop view. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file.'));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file.'));
    reader.readAsDataURL(file);
  });
}
