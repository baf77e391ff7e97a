/**
 * Whether an image really has transparent pixels: an alpha channel alone says only that it
 * could. The browser decodes it and we read its pixels, scaled down to at most 512 px a side
 * (a transparent area survives the scaling: its pixels stay under full opacity).
 */
import { hasTransparentPixel } from './image-info.ts';

const sampleSide = 512;

/** True or false; undefined when this browser cannot decode or read the image. */
export async function hasTransparency(file: Blob): Promise<boolean | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
    const scale = Math.min(1, sampleSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(width, height)
        : Object.assign(document.createElement('canvas'), { width, height });
    const context = canvas.getContext('2d') as
      OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0, width, height);
    return hasTransparentPixel(context.getImageData(0, 0, width, height).data);
  } catch {
    return undefined;
  } finally {
    bitmap?.close();
  }
}
