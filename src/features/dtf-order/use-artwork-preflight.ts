/**
 * Reads an attached design once: its pixel size from the header and, for a PNG that can hold
 * transparency, whether it does. Vector files (PDF, AI, EPS, SVG) are not measured.
 */
import { useEffect, useState } from 'react';
import { isRasterName, readImageInfo, type ImageInfo } from '../../lib/artwork/image-info.ts';
import { hasTransparency } from '../../lib/artwork/transparency.ts';

export type ArtworkCheck =
  | { kind: 'none' }
  | { kind: 'vector' }
  | { kind: 'reading' }
  | { kind: 'unreadable' }
  /** `transparent`: 'checking' while the pixels are read; undefined when they could not be. */
  | { kind: 'raster'; info: ImageInfo; transparent: boolean | undefined | 'checking' };

export function useArtworkPreflight(file: File | undefined): ArtworkCheck {
  const raster = Boolean(file && isRasterName(file.name));
  const [result, setResult] = useState<{ file: File; check: ArtworkCheck }>();

  useEffect(() => {
    if (!file || !raster) return;
    let live = true;
    const report = (check: ArtworkCheck) => live && setResult({ file, check });
    file
      .arrayBuffer()
      .then(async (buffer) => {
        const info = readImageInfo(new Uint8Array(buffer));
        if (!info) return report({ kind: 'unreadable' });
        if (info.format === 'jpeg' || info.alpha === 'none')
          return report({ kind: 'raster', info, transparent: false });
        report({ kind: 'raster', info, transparent: 'checking' });
        report({ kind: 'raster', info, transparent: await hasTransparency(file) });
      })
      .catch(() => report({ kind: 'unreadable' }));
    return () => {
      live = false;
    };
  }, [file, raster]);

  if (!file) return { kind: 'none' };
  if (!raster) return { kind: 'vector' };
  return result?.file === file ? result.check : { kind: 'reading' };
}
