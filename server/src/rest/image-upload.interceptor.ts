import { FileFieldsInterceptor } from '@nestjs/platform-express';

/**
 * Parses the legacy multipart forms: the image fields into memory (multer's default without a
 * storage option; ImagesService checks them), the rest as fields.
 */
export const LegacyImageUpload = (...names: string[]) =>
  FileFieldsInterceptor(
    names.map((name) => ({ name, maxCount: 1 })),
    // One byte over 5 MB is enough for ImagesService to refuse the file with its Persian message.
    { limits: { fileSize: 5 * 1024 * 1024 + 1, files: names.length, fields: 100 } },
  );

export type UploadedImages = Record<string, { buffer: Buffer }[] | undefined>;

export const firstFile = (files: UploadedImages | undefined, name: string) => files?.[name]?.[0];
