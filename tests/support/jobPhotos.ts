import sharp from 'sharp';
import { createJobPhotoUpload } from '../../client/src/lib/jobPhotoUpload';
import type { UploadError } from '../../client/src/lib/uploadState';
import { serverInfo } from './api';

/**
 * A photograph as a phone takes it: GPS position, camera make and model in its EXIF, turned by its orientation
 * tag (6: the pixels lie on their side), 64 × 48 pixels as stored.
 */
export function cameraPhoto(format: 'jpeg' | 'png' | 'webp', camera: { make: string; model: string }) {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#a35a33' } })
    .withExif({
      IFD0: { Make: camera.make, Model: camera.model },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100' },
    })
    .withMetadata({ orientation: 6 })
    [format]()
    .toBuffer();
}

/** The tags of a TIFF/EXIF block's first directory, with those of its GPS directory when it points to one. */
export function exifTags(exif: Buffer): { ifd0: number[]; gps: number[] } {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (offset: number) => Array.from({ length: u16(offset) }, (_, i) => offset + 2 + i * 12);
  const ifd0 = entries(u32(4));
  const gpsEntry = ifd0.find((at) => u16(at) === 0x8825);
  return { ifd0: ifd0.map(u16), gps: gpsEntry === undefined ? [] : entries(u32(gpsEntry + 8)).map(u16) };
}

/** The metadata blocks in an image file's own structure: JPEG segments, PNG chunks, WebP chunks. */
export function metadataBlocks(bytes: Buffer): string[] {
  const found: string[] = [];
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff;) {
      const marker = bytes[at + 1];
      if (marker === 0xda) break; // start of scan: no more metadata segments
      const length = bytes.readUInt16BE(at + 2);
      const body = bytes.subarray(at + 4, at + 2 + length);
      if (marker === 0xe1 && body.subarray(0, 6).toString('latin1') === 'Exif\0\0') found.push('EXIF');
      if (marker === 0xe1 && body.toString('latin1').startsWith('http://ns.adobe.com/xap/1.0/')) found.push('XMP');
      if (marker === 0xed) found.push('IPTC');
      at += 2 + length;
    }
  } else if (bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    for (let at = 8; at + 8 <= bytes.length;) {
      const length = bytes.readUInt32BE(at);
      const type = bytes.subarray(at + 4, at + 8).toString('latin1');
      if (['eXIf', 'tEXt', 'iTXt', 'zTXt'].includes(type)) found.push(type);
      at += 12 + length;
    }
  } else if (bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    for (let at = 12; at + 8 <= bytes.length;) {
      const type = bytes.subarray(at, at + 4).toString('latin1');
      const size = bytes.readUInt32LE(at + 4);
      if (type === 'EXIF' || type === 'XMP ') found.push(type.trim());
      at += 8 + size + (size & 1);
    }
  } else throw new Error('not a JPEG, PNG or WebP');
  return found;
}

/** Uploads a photograph with the browser component's own tus code (tus-js-client under Node): its id, or the error. */
export function uploadJobPhoto(token: string | null, leadId: string, bytes: Buffer): Promise<string | null> {
  return new Promise<string | null>((resolve, reject: (error: UploadError) => void) => {
    createJobPhotoUpload(bytes, {
      endpoint: `${serverInfo().url}/job-photo-uploads`,
      leadId,
      idToken: async () => token,
      retryDelays: [],
      onProgress: () => undefined,
      onSuccess: resolve,
      onError: reject,
    }).start();
  });
}
