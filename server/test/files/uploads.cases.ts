import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { firstError, gqlUpload, PNG_BYTES, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const CREATE_CATEGORY =
    'mutation($input: CreateCategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) { id title imageUrl } }';
  const CREATE_THEME = `mutation($input: CreateThemeInput!, $image: Upload, $mobileImage: Upload) {
  createTheme(input: $input, image: $image, mobileImage: $mobileImage) { id imageUrl mobileImageUrl } }`;
  const UPDATE_THEME = `mutation($id: Int!, $input: UpdateThemeInput!, $image: Upload, $mobileImage: Upload) {
  updateTheme(id: $id, input: $input, image: $image, mobileImage: $mobileImage) { id imageUrl mobileImageUrl } }`;
  const CREATE_SAMPLE = `mutation($input: CreateWorkSampleInput!, $image: Upload) {
  createWorkSample(input: $input, image: $image) { id imageUrl } }`;

  const MB5 = 5 * 1024 * 1024;
  const NOT_AN_IMAGE = 'تصویر باید یک فایل PNG، JPEG، WebP یا GIF باشد';
  const TOO_LARGE = 'تصویر نباید بیشتر از ۵ مگابایت باشد';
  const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  const WEBP_BYTES = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
  const JPEG_BYTES = Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );
  const SVG_BYTES = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
  );
  const OTHER_PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwPAfAAcAAf9+CLHQAAAAAElFTkSuQmCC',
    'base64',
  );

  /** A PNG header followed by padding: what file-type sees is a PNG of exactly `size` bytes. */
  function pngOfSize(size: number): Buffer {
    return Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length, 0)]);
  }

  /** A real PNG header declaring `width`×`height` pixels, without the pixels: ~70 bytes. */
  function pngDeclaring(width: number, height: number): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter, no interlace
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  const BOMB = pngDeclaring(60000, 60000);
  const tooManyPixels = (label: string, w: string, h: string) =>
    `ابعاد ${label} (${w}×${h} پیکسل) بیش از حد مجاز است؛ هر ضلع حداکثر ۸۰۰۰ پیکسل و در کل حداکثر ۴۰ مگاپیکسل`;

  describe('image uploads', () => {
    let t: TestApp;

    function storedFiles(): string[] {
      const root = t.config.uploadsDir;
      return (readdirSync(root, { recursive: true }) as string[]).filter((p) => statSync(join(root, p)).isFile()).sort();
    }
    async function categoryTitles(): Promise<string[]> {
      return ((await t.gql('{ categories { title } }')).data.categories as { title: string }[]).map((c) => c.title);
    }
    function uploadCategory(title: string, content: Buffer, filename = 'image.png', contentType?: string) {
      return gqlUpload(t, CREATE_CATEGORY, { input: { title } }, { image: { content, filename, contentType } });
    }
    /** Asserts the upload was refused with `message` under `field`, and that neither a record nor a file was kept. */
    async function expectRefusedUpload(send: () => ReturnType<typeof gqlUpload>, field: string, message: string) {
      const titles = await categoryTitles();
      const files = storedFiles();
      const res = await send();
      expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: [message] } });
      expect(res.data?.createCategory ?? null).toBeNull();
      expect(await categoryTitles()).toEqual(titles);
      expect(storedFiles()).toEqual(files);
    }

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    it('serves a stored image at its imageUrl with the very bytes uploaded, as an image that browsers may not sniff', async () => {
      const res = await uploadCategory('رستوران', PNG_BYTES);
      expect(res.errors).toBeUndefined();
      const url: string = res.data.createCategory.imageUrl;
      const served = await t.http.get(url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.body, PNG_BYTES)).toBe(0);
      expect(Buffer.compare(readFileSync(join(t.config.uploadsDir, url.replace('/uploads/', ''))), PNG_BYTES)).toBe(0);
    });

    it('names stored files itself, so a client filename cannot choose the path', async () => {
      const res = await uploadCategory('مسیر', PNG_BYTES, '../../../../evil.php.png');
      expect(res.errors).toBeUndefined();
      expect(res.data.createCategory.imageUrl).toMatch(/^\/uploads\/categories\/[0-9a-f-]{36}\.png$/);
      for (const file of storedFiles()) expect(file).toMatch(/^(categories|themes|work-samples)\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/);
      expect(readdirSync(join(t.config.uploadsDir, '..'))).not.toContain('evil.php.png');
    });

    it('judges a file by its content: a PNG named .txt and sent as text/plain is accepted and stored as .png', async () => {
      const res = await uploadCategory('متنی', PNG_BYTES, 'notes.txt', 'text/plain');
      expect(res.errors).toBeUndefined();
      const url: string = res.data.createCategory.imageUrl;
      expect(url).toMatch(/\.png$/);
      expect(Buffer.compare((await t.http.get(url)).body, PNG_BYTES)).toBe(0);
    });

    it('accepts JPEG, GIF and WebP images, each stored under its own extension', async () => {
      for (const [content, extension, type] of [
        [JPEG_BYTES, 'jpg', 'image/jpeg'],
        [GIF_BYTES, 'gif', 'image/gif'],
        [WEBP_BYTES, 'webp', 'image/webp'],
      ] as const) {
        const res = await uploadCategory(`قالب ${extension}`, content, `image.${extension}`, 'application/octet-stream');
        expect(res.errors).toBeUndefined();
        const url: string = res.data.createCategory.imageUrl;
        expect(url.endsWith(`.${extension}`)).toBe(true);
        const served = await t.http.get(url);
        expect(served.headers['content-type']).toBe(type);
        expect(Buffer.compare(served.body, content)).toBe(0);
      }
    });

    it('refuses a text file named .png with a Persian message under image, storing nothing', async () => {
      await expectRefusedUpload(
        () => uploadCategory('جعلی', Buffer.from('just some text, not an image at all'), 'fake.png'),
        'image',
        NOT_AN_IMAGE,
      );
    });

    it('refuses an SVG, whether named .svg or .png', async () => {
      await expectRefusedUpload(() => uploadCategory('وکتور', SVG_BYTES, 'logo.svg', 'image/svg+xml'), 'image', NOT_AN_IMAGE);
      await expectRefusedUpload(() => uploadCategory('وکتور', SVG_BYTES, 'logo.png'), 'image', NOT_AN_IMAGE);
    });

    it('refuses a file that is another known type, such as a PDF', async () => {
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
      await expectRefusedUpload(() => uploadCategory('سند', pdf, 'doc.png'), 'image', NOT_AN_IMAGE);
    });

    it('refuses an empty file', async () => {
      await expectRefusedUpload(() => uploadCategory('خالی', Buffer.alloc(0), 'empty.png'), 'image', 'تصویر خالی است');
    });

    it('refuses an image over 5 MB and stores nothing', async () => {
      await expectRefusedUpload(() => uploadCategory('بزرگ', pngOfSize(MB5 + 1), 'big.png'), 'image', TOO_LARGE);
      await expectRefusedUpload(() => uploadCategory('خیلی بزرگ', pngOfSize(MB5 + 300_000), 'huge.png'), 'image', TOO_LARGE);
    });

    it('accepts an image just under 5 MB', async () => {
      const content = pngOfSize(MB5 - 1);
      const res = await uploadCategory('کمی کمتر از پنج مگابایت', content);
      expect(res.errors).toBeUndefined();
      const served = await t.http.get(res.data.createCategory.imageUrl);
      expect(served.body.length).toBe(MB5 - 1);
    });

    it('checks both theme images before storing either: a bad mobile mockup leaves no desktop file behind', async () => {
      const files = storedFiles();
      const res = await gqlUpload(
        t,
        CREATE_THEME,
        { input: { title: 'قالب', link: 'https://demo.example.com' } },
        { image: { content: PNG_BYTES, filename: 'desktop.png' }, mobileImage: { content: SVG_BYTES, filename: 'mobile.png' } },
      );
      expect(firstError(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { mobileImage: ['تصویر موبایل باید یک فایل PNG، JPEG، WebP یا GIF باشد'] },
      });
      expect(storedFiles()).toEqual(files);
      expect((await t.gql('{ themes { id } }')).data.themes).toEqual([]);
    });

    it('replacing both theme images removes both old files', async () => {
      const created = await gqlUpload(
        t,
        CREATE_THEME,
        { input: { title: 'قالب دوتصویره', link: 'https://demo.example.com' } },
        { image: { content: PNG_BYTES, filename: 'd.png' }, mobileImage: { content: PNG_BYTES, filename: 'm.png' } },
      );
      expect(created.errors).toBeUndefined();
      const before = created.data.createTheme;
      const count = storedFiles().length;
      const res = await gqlUpload(
        t,
        UPDATE_THEME,
        { id: before.id, input: {} },
        { image: { content: OTHER_PNG, filename: 'd2.png' }, mobileImage: { content: GIF_BYTES, filename: 'm2.gif' } },
      );
      expect(res.errors).toBeUndefined();
      const after = res.data.updateTheme;
      expect((await t.http.get(before.imageUrl)).status).toBe(404);
      expect((await t.http.get(before.mobileImageUrl)).status).toBe(404);
      expect(Buffer.compare((await t.http.get(after.imageUrl)).body, OTHER_PNG)).toBe(0);
      expect(Buffer.compare((await t.http.get(after.mobileImageUrl)).body, GIF_BYTES)).toBe(0);
      expect(storedFiles()).toHaveLength(count);
    });

    it('keeps no file when a save fails after the image was read (a work sample naming unknown plans)', async () => {
      const files = storedFiles();
      const res = await gqlUpload(
        t,
        CREATE_SAMPLE,
        { input: { domainName: 'test.ir', title: 'نمونه', planIds: [424242] } },
        { image: { content: PNG_BYTES, filename: 'sample.png' } },
      );
      expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { planIds: ['پلن‌ها با شناسه ۴۲۴۲۴۲ وجود ندارد'] } });
      expect(storedFiles()).toEqual(files);
    });

    it('blocks a multipart request without the apollo-require-preflight header as CSRF (400), storing nothing', async () => {
      const titles = await categoryTitles();
      const files = storedFiles();
      const res = await t.http
        .post('/graphql')
        .set('authorization', `Bearer ${t.superToken}`)
        .field('operations', JSON.stringify({ query: CREATE_CATEGORY, variables: { input: { title: 'جعل درخواست' }, image: null } }))
        .field('map', JSON.stringify({ 0: ['variables.image'] }))
        .attach('0', PNG_BYTES, { filename: 'csrf.png', contentType: 'image/png' });
      expect(res.status).toBe(400);
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'CSRF_PREVENTED', status: 400 });
      expect(await categoryTitles()).toEqual(titles);
      expect(storedFiles()).toEqual(files);
    });

    it('refuses a request carrying more files than an operation takes (413), storing nothing', async () => {
      const titles = await categoryTitles();
      const files = storedFiles();
      let req = t.http
        .post('/graphql')
        .set('authorization', `Bearer ${t.superToken}`)
        .set('apollo-require-preflight', 'true')
        .field('operations', JSON.stringify({ query: CREATE_CATEGORY, variables: { input: { title: 'سه فایل' }, image: null } }))
        .field('map', JSON.stringify({ 0: ['variables.image'], 1: ['variables.image'], 2: ['variables.image'] }));
      for (const name of ['0', '1', '2']) req = req.attach(name, PNG_BYTES, { filename: `${name}.png`, contentType: 'image/png' });
      const res = await req;
      expect(res.status).toBe(413);
      expect(res.body.errors[0]).toMatchObject({
        message: 'حجم درخواست بیش از حد مجاز است',
        extensions: { code: 'PAYLOAD_TOO_LARGE', status: 413 },
      });
      expect(await categoryTitles()).toEqual(titles);
      expect(storedFiles()).toEqual(files);
    });

    it('refuses a tiny PNG declaring 60000×60000 pixels on every GraphQL image argument (422), storing nothing', async () => {
      expect(BOMB.length).toBeLessThan(100);
      const message = tooManyPixels('تصویر', '۶۰۰۰۰', '۶۰۰۰۰');
      await expectRefusedUpload(() => uploadCategory('بمب', BOMB, 'bomb.png'), 'image', message);
      const theme = { title: 'قالب بمب', link: 'https://bomb.example.com' };
      await expectRefusedUpload(
        () => gqlUpload(t, CREATE_THEME, { input: theme }, { image: { content: BOMB, filename: 'b.png' } }),
        'image',
        message,
      );
      await expectRefusedUpload(
        () =>
          gqlUpload(
            t,
            CREATE_THEME,
            { input: theme },
            {
              image: { content: PNG_BYTES, filename: 'a.png' },
              mobileImage: { content: BOMB, filename: 'b.png' },
            },
          ),
        'mobileImage',
        tooManyPixels('تصویر موبایل', '۶۰۰۰۰', '۶۰۰۰۰'),
      );
      const sample = { domainName: 'bomb.ir', title: 'نمونه بمب' };
      await expectRefusedUpload(
        () => gqlUpload(t, CREATE_SAMPLE, { input: sample }, { image: { content: BOMB, filename: 'b.png' } }),
        'image',
        message,
      );
    });

    it('draws the line at 8000 px a side and 40 megapixels: 8000×5000 passes, 8001×1 and 7000×6000 do not', async () => {
      const ok = await uploadCategory('مرز مجاز', pngDeclaring(8000, 5000));
      expect(ok.errors).toBeUndefined();
      await expectRefusedUpload(() => uploadCategory('ضلع بلند', pngDeclaring(8001, 1)), 'image', tooManyPixels('تصویر', '۸۰۰۱', '۱'));
      await expectRefusedUpload(
        () => uploadCategory('پیکسل زیاد', pngDeclaring(7000, 6000)),
        'image',
        tooManyPixels('تصویر', '۷۰۰۰', '۶۰۰۰'),
      );
    });

    it('refuses the same bomb on every REST image route (422 under the field), storing nothing', async () => {
      const message = tooManyPixels('تصویر', '۶۰۰۰۰', '۶۰۰۰۰');
      const admin = (path: string) => t.http.post(path).set('authorization', `Bearer ${t.superToken}`);
      const files = storedFiles();
      const sends = [
        admin('/api/themes/categories/add').field('title', 'بمب').attach('image', BOMB, 'b.png'),
        admin('/api/themes/add-theme').field('title', 'بمب').field('link', 'https://b.example.com').attach('image', BOMB, 'b.png'),
        admin('/api/work-samples/add').field('domain_name', 'b.ir').field('title', 'بمب').attach('image', BOMB, 'b.png'),
      ];
      for (const res of await Promise.all(sends)) {
        expect(res.status).toBe(422);
        expect(res.body).toEqual({ message, errors: { image: [message] }, code: 'VALIDATION_FAILED' });
      }
      const mobile = await admin('/api/themes/add-theme')
        .field('title', 'بمب')
        .field('link', 'https://b.example.com')
        .attach('image', PNG_BYTES, 'a.png')
        .attach('mobile_image', BOMB, 'b.png');
      expect(mobile.status).toBe(422);
      expect(Object.keys(mobile.body.errors)).toEqual(['mobile_image']);
      expect(storedFiles()).toEqual(files);
    });

    it('answers 404 for an image that was never stored', async () => {
      expect((await t.http.get('/uploads/categories/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
    });
  });
});
