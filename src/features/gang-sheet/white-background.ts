/**
 * Remove white background: the near-white pixels connected to the image's edges become
 * transparent (a flood fill from the border), so white inside the design (eyes, letters'
 * counters enclosed by colour) stays white. Done at full size in a canvas; the result is a PNG
 * the visitor sees in the thumbnail before choosing to use it.
 */
import { gangSheetArtwork } from '../../../catalog/gang-sheets.ts';

/** Clears, in place, the near-white RGBA pixels reachable from the border (exported for tests). */
export function clearEdgeWhite(data: Uint8ClampedArray | Uint8Array, width: number, height: number): number {
  const threshold = gangSheetArtwork.whiteThreshold;
  const white = (index: number) =>
    data[index * 4] >= threshold && data[index * 4 + 1] >= threshold && data[index * 4 + 2] >= threshold;
  const seen = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  const push = (index: number) => {
    if (seen[index] || !white(index)) return;
    seen[index] = 1;
    queue[tail++] = index;
  };
  for (let x = 0; x < width; x += 1) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (head < tail) {
    const index = queue[head++];
    data[index * 4 + 3] = 0;
    const x = index % width;
    if (x > 0) push(index - 1);
    if (x < width - 1) push(index + 1);
    if (index >= width) push(index - width);
    if (index < (height - 1) * width) push(index + width);
  }
  return tail;
}

/** The design without its white background, as a PNG; undefined when this browser cannot. */
export async function removeWhiteBackground(file: Blob): Promise<Blob | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
    const canvas = Object.assign(document.createElement('canvas'), {
      width: bitmap.width,
      height: bitmap.height,
    });
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0);
    const image = context.getImageData(0, 0, bitmap.width, bitmap.height);
    clearEdgeWhite(image.data, image.width, image.height);
    context.putImageData(image, 0, 0);
    return await new Promise<Blob | undefined>((resolve) =>
      canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/png'),
    );
  } catch {
    return undefined;
  } finally {
    bitmap?.close();
  }
}
