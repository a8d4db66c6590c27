import type { NextFunction, Request, RequestHandler, Response } from 'express';
import sharp from 'sharp';
import { sendStoredFile, storageKeyOf } from 'src/platform/files/stored-files.js';
import { StorageFullError, type FileStorage } from './file-storage.js';
import { MAX_IMAGE_PIXELS } from './upload-limits.js';
import { sendRestError } from 'src/common/errors/rest-error.js';

/**
 * The widths an image is served at besides its own (`/uploads/<key>?w=480`): the `srcset` a page
 * offers a phone, and twice the width of a guide's screenshot (shown up to 850 px) for 2x screens.
 * A fixed few, so a client cannot make the server resize and store without end.
 */
export const VARIANT_WIDTHS = [160, 320, 480, 720, 960, 1280, 1700] as const;

const persianDigits = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });

const VARIANTS_FOLDER = 'variants';
/** GIFs keep their animation at full size; SVGs need no smaller copy. */
const RESIZABLE = /\.(png|jpe?g|webp)$/i;
const VARIANT_KEY = new RegExp(String.raw`^${VARIANTS_FOLDER}/(.+)/w\d+\.webp$`);

/**
 * The folder holding every copy of `key`, beside the uploads in the same store: one prefix per
 * image, so deleting the image deletes them all at once, whichever widths were asked for.
 */
export const variantsFolder = (key: string): string => `${VARIANTS_FOLDER}/${key}`;

/** Where the copy of `key` at `width` pixels is kept. */
export const variantKey = (key: string, width: number): string => `${variantsFolder(key)}/w${width}.webp`;

/** The upload a stored variant was made from, or null when `key` is not a variant. */
export const variantSource = (key: string): string | null => VARIANT_KEY.exec(key)?.[1] ?? null;

const isVariant = (key: string) => key.startsWith(`${VARIANTS_FOLDER}/`);

/**
 * Serves `/uploads/<key>?w=<width>`: the image scaled down to that width as WebP, made on the
 * first request and kept in the file store, so every instance serves the same bytes and each
 * copy is made about once. Requests without `w` go on to the original.
 */
export function imageVariants(storage: FileStorage, cacheControl: string): RequestHandler {
  // Parallel first requests for one variant share one resize.
  const making = new Map<string, Promise<Buffer | null>>();

  const make = (key: string, width: number, storedKey: string): Promise<Buffer | null> => {
    let pending = making.get(storedKey);
    if (!pending) {
      pending = resize(storage, key, width, storedKey).finally(() => making.delete(storedKey));
      making.set(storedKey, pending);
    }
    return pending;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.query.w === undefined) return next();
    const key = storageKeyOf(req);
    if (!key) return next();
    // A copy of a copy would nest without end (each level a new file), and outlive its original.
    if (isVariant(key)) return refuse(req, res, 'فقط از تصویر اصلی می‌توان اندازهٔ دیگری خواست، نه از نسخهٔ کوچک‌شدهٔ آن');
    if (!RESIZABLE.test(key)) return next();
    const width = Number(req.query.w);
    if (!VARIANT_WIDTHS.includes(width as (typeof VARIANT_WIDTHS)[number])) {
      return refuse(req, res, `عرض تصویر باید یکی از ${VARIANT_WIDTHS.map(persianDigits).join('، ')} پیکسل باشد`);
    }
    const storedKey = variantKey(key, width);
    serveStored(storage, storedKey, req, res, cacheControl)
      .then(async (served) => {
        if (served) return;
        const content = await make(key, width, storedKey);
        if (!content) return next();
        res.setHeader('Cache-Control', cacheControl);
        res.setHeader('Content-Type', 'image/webp');
        res.setHeader('Content-Length', content.length);
        res.end(req.method === 'HEAD' ? undefined : content);
      })
      // The store is away: the client may retry, nothing it sent was wrong.
      .catch((error: Error) => next(Object.assign(error, { status: 503 })));
  };
}

function refuse(req: Request, res: Response, message: string): void {
  sendRestError(req, res, 400, { error: message, message });
}

/** Sends the stored copy; false when none has been made yet. */
async function serveStored(storage: FileStorage, key: string, req: Request, res: Response, cacheControl: string): Promise<boolean> {
  const file = await storage.read(key);
  if (!file) return false;
  sendStoredFile(file, req, res, cacheControl);
  return true;
}

/** Null when there is no such upload, or it cannot be decoded (it is then served as it is). */
async function resize(storage: FileStorage, key: string, width: number, storedKey: string): Promise<Buffer | null> {
  const original = await storage.read(key);
  if (!original) return null;
  const source = await bufferOf(original.body);
  let content: Buffer;
  try {
    content = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75, effort: 4 })
      .toBuffer();
  } catch {
    return null;
  }
  try {
    await storage.put(storedKey, content);
  } catch (error) {
    // A full store still serves the copy it could not keep; it is made again next time.
    if (!(error instanceof StorageFullError)) throw error;
  }
  return content;
}

async function bufferOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
