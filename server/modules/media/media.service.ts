import type Sharp from 'sharp';
import { mapPage } from '../../platform/firestore/connection';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { invalidInput } from '../../platform/graphql/errors';
import { isDocumentId } from '../../platform/documentId';
import { services } from '../../platform/services';
import { createMediaStorage, imageSources, type MediaStorage } from '../../platform/uploads/mediaStore';
import { createSiteImage, getSiteImage, newSiteImageId, siteImagesList, type ImageVariant, type StoredSiteImage } from './media.repository';

/** Loaded on first use, not at start (docs/decisions/0030-lean-image-and-cold-start.md). */
const sharp = (...args: Parameters<typeof Sharp>) => (require('sharp') as typeof Sharp)(...args);

/** docs/requirements/admin-console.md#cover-images */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MIN_IMAGE_WIDTH = 600;
/** The widths a cover is kept in; an image narrower than the largest is also kept at its own width. */
export const VARIANT_WIDTHS = [480, 960, 1600];
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff']);
const MAX_INPUT_PIXELS = 60_000_000;

let storage: MediaStorage | null = null;
export function mediaStorage(): MediaStorage {
  storage ??= createMediaStorage(services().config.uploads);
  return storage;
}

/** The widths to keep for an image `width` pixels wide: the standard ones it can fill, and its own when smaller than the largest. */
export function variantWidths(width: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w <= width);
  if (width < VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] && !widths.includes(width)) widths.push(width);
  return widths.sort((a, b) => a - b);
}

const fileProblem = (message: string) => invalidInput([{ path: 'file', message }]);

/**
 * Stores an image for the site: checked (a readable JPEG, PNG, WebP, AVIF, GIF or TIFF of at most 15 MB,
 * at least 600 px wide), turned upright, stripped of its metadata (camera, GPS) and kept as WebP at each
 * width of `variantWidths`. Nothing is recorded unless every size was stored.
 */
export async function storeSiteImage(input: {
  bytes: Buffer;
  suggestedAlt?: string | null;
  source: 'upload' | 'ai';
  by: string;
}): Promise<StoredSiteImage> {
  if (input.bytes.length === 0) throw fileProblem('The file is empty: choose an image.');
  if (input.bytes.length > MAX_IMAGE_BYTES) throw fileProblem('This image is larger than 15 MB: save it smaller and try again.');
  let metadata: Sharp.Metadata;
  try {
    metadata = await sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw fileProblem('This file is not an image we can read: upload a JPEG, PNG, WebP or AVIF.');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
    throw fileProblem(`${(metadata.format ?? 'This').toUpperCase()} images are not accepted: upload a JPEG, PNG, WebP or AVIF.`);
  const sideways = (metadata.orientation ?? 1) >= 5;
  const width = sideways ? metadata.height : metadata.width;
  if (!width || width < MIN_IMAGE_WIDTH)
    throw fileProblem(
      `This image is ${width ?? 0} px wide: a cover needs at least ${MIN_IMAGE_WIDTH} px so it stays sharp on large screens.`,
    );

  const id = newSiteImageId();
  const variants: ImageVariant[] = [];
  const written: string[] = [];
  try {
    for (const variantWidth of variantWidths(width)) {
      const { data, info } = await sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const name = `${id}-${info.width}.webp`;
      await mediaStorage().put(name, data, 'image/webp');
      written.push(name);
      variants.push({ width: info.width, height: info.height, name });
    }
  } catch (error) {
    await Promise.allSettled(written.map((name) => mediaStorage().remove(name)));
    if ((error as Error).message?.includes('pixel limit'))
      throw fileProblem('This image has too many pixels: save it at a smaller size and try again.');
    throw error;
  }
  const largest = variants[variants.length - 1];
  const suggestedAlt = input.suggestedAlt?.trim().slice(0, 200) || null;
  return createSiteImage({
    id,
    width: largest.width,
    height: largest.height,
    variants,
    suggestedAlt,
    source: input.source,
    createdBy: input.by,
  });
}

export async function siteImageById(id: string): Promise<StoredSiteImage | null> {
  return isDocumentId(id) ? getSiteImage(id) : null;
}

export async function siteImagesPage(page: PageArgs) {
  return mapPage(await countedPage(siteImagesList(), page), toSiteImage);
}

/** The API's view of a stored image (GraphQL `SiteImage`, and the upload route's answer). */
export function toSiteImage(image: StoredSiteImage) {
  return {
    id: image.id,
    ...imageSources(image),
    suggestedAlt: image.suggestedAlt,
    source: image.source.toUpperCase(),
    createdBy: image.createdBy,
    createdAt: image.createdAt,
  };
}
