/** The WordPress / WooCommerce guides: the public pages show them, the demo seed stores their images. */
export type GuideKey = 'create-post' | 'create-product' | 'edit-product';

/** The guides in the order the guide index shows them. */
export const GUIDE_KEYS: readonly GuideKey[] = ['create-post', 'create-product', 'edit-product'];

export interface GuideText {
  title: string;
  summary: string;
  /** One caption per step, in order; step n's image is guideImagePath(key, n). */
  captions: readonly string[];
}

/**
 * Every step image is stored at this size, twice the pixels it is drawn at (1000 x 625), so the
 * page can offer a 2x screen a sharp copy; pages set it on the <img> to reserve the space.
 */
export const GUIDE_IMAGE_WIDTH = 2000;
export const GUIDE_IMAGE_HEIGHT = 1250;

/** A step image's path under the demo assets (server/assets/demo), served from /uploads/demo. */
export function guideImagePath(guide: GuideKey, step: number): string {
  return `guides/${guide}/${String(step).padStart(2, '0')}.webp`;
}

/** The page of one guide. */
export function guidePath(guide: GuideKey): string {
  return `/guide/wordpress/${guide}`;
}

export function isGuideKey(key: string | undefined): key is GuideKey {
  return (GUIDE_KEYS as readonly string[]).includes(key ?? '');
}

const META: Record<GuideKey, Pick<GuideText, 'title' | 'summary'>> = {
  'create-post': {
    title: 'آموزش ایجاد نوشته در وردپرس',
    summary: 'از ورود به پیشخوان تا انتشار یک نوشته با عکس، دسته و تصویر شاخص.',
  },
  'create-product': {
    title: 'آموزش افزودن محصول در ووکامرس',
    summary: 'ثبت محصول تازه با قیمت، تخفیف، موجودی، وزن ارسال و گالری تصاویر.',
  },
  'edit-product': {
    title: 'آموزش ویرایش محصول در ووکامرس',
    summary: 'پیدا کردن محصول، تغییر قیمت و موجودی، عوض کردن عکس‌ها و به‌روزرسانی.',
  },
};

const CAPTIONS: Record<GuideKey, readonly string[]> = {
  'create-post': [
    'نشانی سایت خود را همراه با wp-admin در مرورگر باز کنید و با نام کاربری و رمز عبورتان وارد پیشخوان وردپرس شوید.',
    'از منوی کناری روی «نوشته‌ها» بروید و گزینه «افزودن نوشته» را بزنید.',
    'عنوان نوشته را در کادر بالای ویرایشگر بنویسید؛ عنوانی کوتاه و گویا که موضوع مطلب را نشان دهد.',
    'متن نوشته را در ویرایشگر وارد کنید. برای افزودن تیتر، فهرست یا نقل‌قول از دکمه + کمک بگیرید.',
    'برای گذاشتن عکس در متن، بلوک «تصویر» را انتخاب کنید و عکس را از رایانه بارگذاری کنید یا از کتابخانه رسانه برگزینید.',
    'در ستون تنظیمات، از بخش «دسته‌ها» دسته مناسب را تیک بزنید و در صورت نیاز چند برچسب هم اضافه کنید.',
    'در بخش «تصویر شاخص» عکسی را انتخاب کنید که در فهرست نوشته‌ها و هنگام اشتراک‌گذاری نمایش داده می‌شود.',
    'روی دکمه «انتشار» بزنید و پس از تأیید دوباره، با گزینه «نمایش نوشته» نتیجه را در سایت ببینید.',
  ],
  'create-product': [
    'وارد پیشخوان وردپرس سایت فروشگاهی خود شوید.',
    'از منوی «محصولات» گزینه «افزودن محصول» را انتخاب کنید.',
    'نام محصول را در کادر عنوان بنویسید و توضیحات کامل آن را در ویرایشگر اصلی وارد کنید.',
    'در کادر «اطلاعات محصول» نوع محصول را «محصول ساده» بگذارید و قیمت عادی را به تومان وارد کنید.',
    'اگر محصول تخفیف دارد، «قیمت فروش ویژه» را وارد کنید؛ با پیوند «زمان‌بندی» می‌توانید بازه تخفیف را هم مشخص کنید.',
    'در زبانه «موجودی انبار» شناسه محصول و تعداد موجودی را وارد کنید.',
    'در زبانه «حمل و نقل» وزن و ابعاد بسته را بنویسید تا هزینه ارسال درست محاسبه شود.',
    'در کادر «توضیح کوتاه محصول» مهم‌ترین ویژگی‌ها را در چند خط خلاصه کنید.',
    'از ستون کناری دسته محصول را انتخاب کنید، «تصویر محصول» را بارگذاری کنید و عکس‌های بیشتر را به «گالری محصول» بیفزایید.',
    'روی «انتشار» بزنید تا محصول در فروشگاه شما و در موتور جستجوی کسب‌وکارها نمایش داده شود.',
  ],
  'edit-product': [
    'وارد پیشخوان وردپرس شوید و از منوی «محصولات» گزینه «همه محصولات» را بزنید.',
    'با کادر «جستجوی محصولات» یا فیلتر دسته‌ها، محصول مورد نظر را پیدا کنید.',
    'نشانگر موس را روی نام محصول ببرید و روی پیوند «ویرایش» بزنید.',
    'برای تغییرهای سریع مثل قیمت یا وضعیت موجودی، می‌توانید از پیوند «ویرایش سریع» در همان فهرست استفاده کنید.',
    'در صفحه ویرایش، عنوان و توضیحات محصول را اصلاح کنید.',
    'در کادر «اطلاعات محصول» قیمت عادی یا قیمت فروش ویژه را به‌روز کنید.',
    'در زبانه «موجودی انبار» تعداد موجودی یا وضعیت «موجود» و «ناموجود» را تغییر دهید.',
    'برای عوض کردن عکس اصلی روی «تصویر محصول» بزنید و تصویر تازه را انتخاب کنید؛ عکس‌های گالری را هم می‌توانید جابه‌جا یا حذف کنید.',
    'دسته‌ها و برچسب‌های محصول را در ستون کناری بازبینی کنید.',
    'روی دکمه «به‌روزرسانی» بزنید و با «نمایش محصول» از درستی تغییرها مطمئن شوید.',
  ],
};

export const GUIDES: Record<GuideKey, GuideText> = {
  'create-post': { ...META['create-post'], captions: CAPTIONS['create-post'] },
  'create-product': { ...META['create-product'], captions: CAPTIONS['create-product'] },
  'edit-product': { ...META['edit-product'], captions: CAPTIONS['edit-product'] },
};
