/**
 * Persian demo catalogue seeded on an empty database (SEED_DEMO).
 *
 * Data only: plans, plan features, theme categories, themes, work samples and the
 * WordPress guide steps. Every image path is relative to server/assets/demo; the
 * images themselves are rendered by scripts/render-demo-images.mjs, which reads
 * this very file (transpiled on the fly), so the catalogue has a single source.
 */
import { GUIDE_KEYS, GUIDES, guideImagePath } from '@site-builder/rules';
import type { DemoCategory, DemoFeature, DemoPlan, DemoTheme, DemoWorkSample, PlanKey } from './types.js';

const ALL_PLANS: PlanKey[] = ['non-store', 'store', 'store-plus', 'custom'];
const STORE_PLANS: PlanKey[] = ['store', 'store-plus', 'custom'];
const PLUS_PLANS: PlanKey[] = ['store-plus', 'custom'];
const CUSTOM_ONLY: PlanKey[] = ['custom'];

// ---------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------

export const demoPlans: DemoPlan[] = [
  { key: 'non-store', title: 'سایت غیر فروشگاهی', listPrice: 12_000_000, price: 7_700_000, hostingSpaceGb: 1 },
  { key: 'store', title: 'سایت فروشگاهی', listPrice: 16_400_000, price: 9_900_000, hostingSpaceGb: 2 },
  { key: 'store-plus', title: 'سایت فروشگاهی پلاس', listPrice: 25_200_000, price: 15_400_000, hostingSpaceGb: 3 },
  { key: 'custom', title: 'سایت سفارشی', listPrice: null, price: null, hostingSpaceGb: null },
];

// ---------------------------------------------------------------------------
// Plan features (ids 1, 23, 42, 46, 51 and 58 are section headings)
// ---------------------------------------------------------------------------

const heading = (id: number, title: string): DemoFeature => ({ id, title, isHeading: true, isPrimary: false, plans: [] });
const feature = (id: number, title: string, plans: PlanKey[], isPrimary = false): DemoFeature => ({
  id,
  title,
  isHeading: false,
  isPrimary,
  plans,
});

export const demoFeatures: DemoFeature[] = [
  heading(1, 'امکانات عمومی و طراحی سایت'),
  feature(2, 'اعتبار ۳۶۵ روزه سایت از روز تحویل', ALL_PLANS, true),
  feature(3, 'درج ۳۰ آگهی یا محتوای جدید در هر ماه', ALL_PLANS, true),
  feature(4, 'ثبت رایگان دامنه با پسوند ir به مدت یک سال', ALL_PLANS, true),
  feature(5, 'طراحی واکنش‌گرا و سازگار با موبایل و تبلت', ALL_PLANS),
  feature(6, 'سایت شخصی متناسب با حوزه کاری شما', ALL_PLANS, true),
  feature(7, 'ویرایش نامحدود آگهی‌ها و محتوای سایت', ALL_PLANS, true),
  feature(8, 'گالری تصاویر برای هر آگهی و محصول', ALL_PLANS),
  feature(9, 'درج قیمت و تخفیف برای هر آگهی', ALL_PLANS),
  feature(10, 'انتخاب از میان بیش از ۳۰ قالب آماده', ALL_PLANS),
  feature(11, 'پنل مدیریت فارسی و آسان بر پایه وردپرس', ALL_PLANS),
  feature(12, 'صفحه‌های درباره ما و تماس با ما', ALL_PLANS),
  feature(13, 'فرم تماس و دریافت پیام از بازدیدکنندگان', ALL_PLANS),
  feature(14, 'نمایش موقعیت کسب‌وکار روی نقشه', ALL_PLANS),
  feature(15, 'اتصال به شبکه‌های اجتماعی و دکمه تماس مستقیم', ALL_PLANS),
  feature(16, 'بخش وبلاگ، اخبار و مقالات', ALL_PLANS),
  feature(17, 'بخش پرسش‌های متداول', ALL_PLANS),
  feature(18, 'نمایش نظرات و امتیاز مشتریان', STORE_PLANS),
  feature(19, 'طراحی بنر و اسلایدر اختصاصی صفحه اصلی', PLUS_PLANS),
  feature(20, 'سایت دوزبانه فارسی و انگلیسی', PLUS_PLANS),
  feature(21, 'ایمیل سازمانی با نام دامنه شما', PLUS_PLANS),
  feature(22, 'طراحی کاملاً اختصاصی ظاهر سایت بر اساس هویت برند', CUSTOM_ONLY),

  heading(23, 'امکانات فروشگاه اینترنتی'),
  feature(24, 'فروشگاه اینترنتی کامل با ووکامرس', STORE_PLANS, true),
  feature(25, 'اتصال به درگاه پرداخت اینترنتی', STORE_PLANS),
  feature(26, 'تعداد محصولات نامحدود', STORE_PLANS),
  feature(27, 'دسته‌بندی و برچسب‌گذاری محصولات', STORE_PLANS),
  feature(28, 'سبد خرید و ثبت سفارش آسان', STORE_PLANS),
  feature(29, 'مدیریت موجودی انبار', STORE_PLANS),
  feature(30, 'محصولات متغیر با رنگ، سایز و مدل‌های مختلف', STORE_PLANS),
  feature(31, 'کد تخفیف و جشنواره‌های فروش', STORE_PLANS),
  feature(32, 'محاسبه خودکار هزینه ارسال با پست و پیک', STORE_PLANS),
  feature(33, 'حساب کاربری و پیگیری سفارش برای مشتریان', STORE_PLANS),
  feature(34, 'گزارش فروش و فاکتور سفارش‌ها', STORE_PLANS),
  feature(35, 'اطلاع‌رسانی پیامکی سفارش به فروشنده و خریدار', PLUS_PLANS),
  feature(36, 'ورود و ثبت‌نام با رمز یک‌بارمصرف پیامکی', PLUS_PLANS),
  feature(37, 'مقایسه محصولات و فهرست علاقه‌مندی‌ها', PLUS_PLANS),
  feature(38, 'فروش فایل و محصولات دانلودی', PLUS_PLANS),
  feature(39, 'اتصال به سامانه‌های ارسال مرسوله', PLUS_PLANS),
  feature(40, 'باشگاه مشتریان و امتیاز خرید', PLUS_PLANS),
  feature(41, 'فروش چندفروشنده‌ای (بازارچه آنلاین)', CUSTOM_ONLY),

  heading(42, 'سئو و بازاریابی'),
  feature(43, 'نمایش محصولات و خدمات شما در موتور جستجوی کسب‌وکارها', ALL_PLANS, true),
  feature(44, 'بهینه‌سازی پایه سئو و معرفی سایت به گوگل', ALL_PLANS, true),
  feature(45, 'اتصال به گوگل آنالیتیکس و گزارش بازدید سایت', ALL_PLANS),

  heading(46, 'پشتیبانی'),
  feature(47, 'پشتیبانی ۳۶۵ روزه توسط پشتیبان‌های حرفه‌ای', ALL_PLANS, true),
  feature(48, 'آموزش تصویری کار با پنل مدیریت سایت', ALL_PLANS),
  feature(49, 'پشتیبانی تلفنی و تیکتی در روزهای کاری', ALL_PLANS),
  feature(50, 'کارشناس پشتیبان اختصاصی', PLUS_PLANS),

  heading(51, 'امنیت و میزبانی'),
  feature(52, 'گواهی امنیتی SSL رایگان', ALL_PLANS, true),
  feature(53, 'میزبانی روی سرورهای پرسرعت داخل ایران', ALL_PLANS),
  feature(54, 'پشتیبان‌گیری خودکار و منظم از اطلاعات سایت', ALL_PLANS),
  feature(55, 'دیوار آتش و محافظت در برابر حمله‌ها و بدافزارها', ALL_PLANS),
  feature(56, 'به‌روزرسانی منظم وردپرس و افزونه‌ها', ALL_PLANS),
  feature(57, 'پهنای باند نامحدود', STORE_PLANS),

  heading(58, 'امکانات ویژه و خدمات جانبی'),
  feature(59, 'گفت‌وگوی آنلاین با بازدیدکنندگان', PLUS_PLANS),
  feature(60, 'نسخه وب‌اپلیکیشن قابل نصب روی گوشی', PLUS_PLANS),
  feature(61, 'رزرو آنلاین نوبت و وقت ملاقات', CUSTOM_ONLY),
  feature(62, 'اتصال به نرم‌افزار حسابداری و انبارداری', CUSTOM_ONLY),
  feature(63, 'طراحی لوگو و هویت بصری برند', CUSTOM_ONLY),
  feature(64, 'افزونه‌ها و امکانات اختصاصی به سفارش شما', CUSTOM_ONLY),
];

// ---------------------------------------------------------------------------
// Theme categories
// ---------------------------------------------------------------------------

export const demoCategories: DemoCategory[] = [
  { key: 'store', title: 'فروشگاهی', image: 'categories/store.webp' },
  { key: 'corporate', title: 'شرکتی', image: 'categories/corporate.webp' },
  { key: 'medical', title: 'پزشکی و سلامت', image: 'categories/medical.webp' },
  { key: 'restaurant', title: 'رستوران و کافه', image: 'categories/restaurant.webp' },
  { key: 'education', title: 'آموزشی', image: 'categories/education.webp' },
  { key: 'real-estate', title: 'املاک', image: 'categories/real-estate.webp' },
  { key: 'beauty', title: 'زیبایی و آرایشی', image: 'categories/beauty.webp' },
  { key: 'technical', title: 'خدمات فنی', image: 'categories/technical.webp' },
];

// ---------------------------------------------------------------------------
// Themes (code = template code = row id)
// ---------------------------------------------------------------------------

type ThemeInput = Pick<DemoTheme, 'title' | 'shortDescription' | 'fullDescription' | 'categories'>;

const themeInputs: ThemeInput[] = [
  {
    title: 'قالب فروشگاهی نارون',
    shortDescription: 'قالبی تمیز و سبک برای فروشگاه‌های اینترنتی همه‌منظوره با سبد خرید سریع و صفحه محصول جذاب.',
    fullDescription:
      'نارون برای کسب‌وکارهایی طراحی شده که می‌خواهند بی‌دردسر فروش آنلاین را شروع کنند. صفحه اصلی آن محصولات پرفروش، تخفیف‌ها و دسته‌بندی‌ها را مرتب نمایش می‌دهد و روی موبایل هم به‌خوبی کار می‌کند.',
    categories: ['store'],
  },
  {
    title: 'قالب شرکتی آرتا',
    shortDescription: 'ظاهری رسمی و حرفه‌ای برای معرفی شرکت، خدمات و پروژه‌های انجام‌شده.',
    fullDescription:
      'آرتا با رنگ‌بندی آرام و چیدمان منظم، اعتبار برند شما را به بازدیدکننده منتقل می‌کند. بخش‌های معرفی تیم، نمونه پروژه‌ها و فرم درخواست مشاوره از پیش در آن آماده شده است.',
    categories: ['corporate'],
  },
  {
    title: 'قالب پزشکی مهرگان',
    shortDescription: 'مناسب مطب‌ها و کلینیک‌ها با معرفی پزشکان، خدمات درمانی و ساعت پذیرش.',
    fullDescription:
      'مهرگان فضایی روشن و اطمینان‌بخش برای مراکز درمانی فراهم می‌کند. بیماران به‌راحتی تخصص پزشکان، نشانی مطب و شماره تماس را پیدا می‌کنند و می‌توانند برای گرفتن نوبت پیام بفرستند.',
    categories: ['medical'],
  },
  {
    title: 'قالب رستورانی زعفران',
    shortDescription: 'منوی آنلاین خوش‌رنگ، معرفی غذاهای ویژه و رزرو میز برای رستوران‌های ایرانی.',
    fullDescription:
      'زعفران با رنگ‌های گرم و تصاویر بزرگ، اشتهای بازدیدکننده را تحریک می‌کند. منوی غذا دسته‌بندی‌شده و با قیمت نمایش داده می‌شود و ساعت کاری و نشانی رستوران همیشه در دسترس است.',
    categories: ['restaurant'],
  },
  {
    title: 'قالب آموزشی دانش‌سرا',
    shortDescription: 'برای آموزشگاه‌ها و مؤسسه‌های آموزشی با معرفی دوره‌ها، مدرسان و تقویم ثبت‌نام.',
    fullDescription:
      'دانش‌سرا اطلاعات دوره‌ها را در کارت‌هایی خوانا با زمان برگزاری و شهریه نشان می‌دهد. بخش اخبار و اطلاعیه‌ها هم کمک می‌کند هنرجویان را از برنامه‌های تازه باخبر نگه دارید.',
    categories: ['education'],
  },
  {
    title: 'قالب املاک آشیانه',
    shortDescription: 'نمایش فایل‌های خرید، فروش و اجاره با جستجوی سریع بر اساس منطقه و متراژ.',
    fullDescription:
      'آشیانه برای مشاوران املاک ساخته شده و هر فایل را با عکس، متراژ، قیمت و موقعیت نمایش می‌دهد. مشتریان می‌توانند فایل‌ها را بر اساس محله و بودجه فیلتر کنند و مستقیم با مشاور تماس بگیرند.',
    categories: ['real-estate'],
  },
  {
    title: 'قالب زیبایی نیلوفر',
    shortDescription: 'قالبی لطیف و شیک برای سالن‌های زیبایی با معرفی خدمات، نمونه‌کارها و نوبت‌دهی.',
    fullDescription:
      'نیلوفر با رنگ‌های ملایم و گالری نمونه‌کار، سلیقه و مهارت سالن شما را به نمایش می‌گذارد. فهرست خدمات با قیمت و مدت هر خدمت آمده و مشتری به‌سادگی درخواست نوبت ثبت می‌کند.',
    categories: ['beauty'],
  },
  {
    title: 'قالب خدمات فنی پیشرو',
    shortDescription: 'برای تعمیرکاران و شرکت‌های خدمات فنی با معرفی خدمات، محدوده فعالیت و تماس فوری.',
    fullDescription:
      'پیشرو دکمه تماس فوری را همیشه جلوی چشم مشتری نگه می‌دارد تا درخواست‌های اضطراری از دست نروند. خدمات، تعرفه‌ها و مناطق تحت پوشش شما در صفحه‌هایی ساده و سریع معرفی می‌شوند.',
    categories: ['technical'],
  },
  {
    title: 'قالب فروشگاه پوشاک ترمه',
    shortDescription: 'ویترینی چشم‌نواز برای فروش لباس و پوشاک با انتخاب رنگ و سایز.',
    fullDescription:
      'ترمه مخصوص فروشگاه‌های مد و پوشاک است و محصولات را با عکس‌های بزرگ و انتخاب رنگ و سایز نمایش می‌دهد. بخش‌های «تازه‌ها» و «حراج فصل» به‌صورت خودکار به‌روز می‌شوند.',
    categories: ['store'],
  },
  {
    title: 'قالب شرکتی افرا',
    shortDescription: 'طراحی مینیمال و مدرن برای استارتاپ‌ها و شرکت‌های فناوری.',
    fullDescription: null,
    categories: ['corporate'],
  },
  {
    title: 'قالب دندان‌پزشکی لبخند',
    shortDescription: 'ویژه کلینیک‌های دندان‌پزشکی با معرفی خدمات زیبایی دندان و گالری قبل و بعد.',
    fullDescription:
      'لبخند با فضایی سفید و آبی، حس پاکیزگی و آرامش را منتقل می‌کند. گالری قبل و بعد، معرفی دندان‌پزشکان و فرم درخواست نوبت از بخش‌های اصلی این قالب است.',
    categories: ['medical'],
  },
  {
    title: 'قالب کافه بهارنارنج',
    shortDescription: 'قالبی دنج و گرم برای کافه‌ها با منوی نوشیدنی و کیک و فضایی عکس‌محور.',
    fullDescription:
      'بهارنارنج حال‌وهوای یک کافه صمیمی را به سایت شما می‌آورد. منوی نوشیدنی‌ها و دسرها، گالری فضای کافه و نشانی روی نقشه در یک صفحه کنار هم قرار گرفته‌اند.',
    categories: ['restaurant'],
  },
  {
    title: 'قالب آموزشگاه زبان پویا',
    shortDescription: 'برای آموزشگاه‌های زبان با تعیین سطح آنلاین، معرفی دوره‌ها و نظرات زبان‌آموزان.',
    fullDescription:
      'پویا با رنگ‌های شاد و پرانرژی برای مخاطبان جوان طراحی شده است. دوره‌ها بر اساس سطح و سن دسته‌بندی می‌شوند و زبان‌آموزان فرم پیش‌ثبت‌نام را آنلاین پر می‌کنند.',
    categories: ['education'],
  },
  {
    title: 'قالب مشاور املاک کاشانه',
    shortDescription: 'چیدمانی ساده و قابل اعتماد برای دفترهای املاک محلی و معرفی فایل‌های ویژه.',
    fullDescription:
      'کاشانه فایل‌های ویژه را در صفحه اول برجسته می‌کند و برای هر ملک صفحه‌ای کامل با مشخصات و عکس دارد. این قالب برای دفترهای املاک محله‌ای که می‌خواهند زود دیده شوند مناسب است.',
    categories: ['real-estate'],
  },
  {
    title: 'قالب سالن زیبایی رز',
    shortDescription: 'مناسب آرایشگاه‌های بانوان با فهرست خدمات، معرفی آرایشگران و رزرو نوبت.',
    fullDescription:
      'رز با ترکیب رنگ صورتی و طلایی ظاهری مجلسی و شیک دارد. هر آرایشگر صفحه معرفی و نمونه‌کار خودش را دارد و مشتریان می‌توانند خدمات را با قیمت مقایسه کنند.',
    categories: ['beauty'],
  },
  {
    title: 'قالب فروشگاه دیجیتال سپهر',
    shortDescription: 'فروشگاهی مدرن برای کالای دیجیتال با مقایسه محصولات و فیلتر پیشرفته مشخصات.',
    fullDescription:
      'سپهر برای فروش موبایل، لپ‌تاپ و لوازم جانبی طراحی شده و مشخصات فنی هر کالا را مرتب نشان می‌دهد. پیشنهادهای ویژه با شمارش معکوس و مقایسه کالاها، خرید را برای مشتری ساده‌تر می‌کند.',
    categories: ['store'],
  },
  {
    title: 'قالب تعمیرات لوازم خانگی فن‌آور',
    shortDescription: 'برای تعمیرکاران لوازم خانگی با ثبت درخواست تعمیر در محل و معرفی برندها.',
    fullDescription:
      'فن‌آور فرم ثبت درخواست تعمیر را در صفحه اول گذاشته تا مشتری در چند ثانیه درخواستش را بفرستد. فهرست برندهای تحت پوشش و ضمانت خدمات، اعتماد مشتری را جلب می‌کند.',
    categories: ['technical'],
  },
  {
    title: 'قالب شرکتی پارسه',
    shortDescription: 'قالبی باوقار برای شرکت‌های بازرگانی، صنعتی و پیمانکاری.',
    fullDescription:
      'پارسه با تیترهای درشت و رنگ‌های تیره، هویتی محکم و جدی برای شرکت شما می‌سازد. محصولات صنعتی، گواهی‌نامه‌ها و پروژه‌ها هر کدام بخش جداگانه‌ای دارند.',
    categories: ['corporate'],
  },
  {
    title: 'قالب داروخانه شفا',
    shortDescription: 'فروشگاه آنلاین داروخانه و محصولات بهداشتی با دسته‌بندی دقیق و مشاوره دارویی.',
    fullDescription:
      'شفا برای داروخانه‌ها و فروشگاه‌های محصولات آرایشی و بهداشتی مناسب است. امکان پرسش از داروساز و دسته‌بندی بر اساس نیاز، تجربه خریدی مطمئن برای مشتری فراهم می‌کند.',
    categories: ['medical', 'store'],
  },
  {
    title: 'قالب رستوران انار',
    shortDescription: 'قالبی پرانرژی برای رستوران‌ها و فست‌فودها با منوی تصویری و سفارش تلفنی.',
    fullDescription:
      'انار با رنگ‌های زنده و عکس‌های بزرگ غذا، بازدیدکننده را گرسنه می‌کند. منوی تصویری، پیشنهاد روز و دکمه سفارش تلفنی در همه صفحه‌ها دیده می‌شوند.',
    categories: ['restaurant'],
  },
  {
    title: 'قالب آموزش آنلاین مکتب',
    shortDescription: 'فروش دوره‌های آموزشی و ویدیویی با صفحه معرفی دوره، سرفصل‌ها و پرداخت آنلاین.',
    fullDescription:
      'مکتب برای مدرسانی است که می‌خواهند دوره‌هایشان را آنلاین بفروشند. هر دوره صفحه‌ای با سرفصل‌ها، معرفی مدرس و نظرات شرکت‌کنندگان دارد و خرید با درگاه پرداخت انجام می‌شود.',
    categories: ['education', 'store'],
  },
  {
    title: 'قالب ساختمانی پی‌ریز',
    shortDescription: 'برای شرکت‌های ساختمانی و انبوه‌سازان با معرفی پروژه‌های در حال ساخت و پیش‌فروش.',
    fullDescription: null,
    categories: ['real-estate', 'technical'],
  },
  {
    title: 'قالب لوازم آرایشی گلبرگ',
    shortDescription: 'فروشگاه لوازم آرایشی و مراقبت پوست با معرفی برندها و پیشنهادهای ویژه.',
    fullDescription:
      'گلبرگ محصولات آرایشی را در قاب‌هایی روشن و تمیز نمایش می‌دهد. فیلتر بر اساس نوع پوست و برند، پیدا کردن محصول مناسب را برای مشتری آسان می‌کند.',
    categories: ['beauty', 'store'],
  },
  {
    title: 'قالب تأسیسات ساختمانی استادکار',
    shortDescription: 'مناسب لوله‌کش‌ها، برق‌کارها و شرکت‌های تأسیساتی با معرفی خدمات و تماس سریع.',
    fullDescription:
      'استادکار خدمات شما را در کارت‌هایی ساده و با تعرفه تقریبی معرفی می‌کند. نظرات مشتریان و نمونه‌کارهای انجام‌شده، اعتماد کاربران تازه را جلب می‌کند.',
    categories: ['technical'],
  },
  {
    title: 'قالب فروشگاه صنایع دستی گلیم',
    shortDescription: 'ویترینی اصیل برای فروش صنایع دستی، فرش و گلیم با نقش‌مایه‌های ایرانی.',
    fullDescription:
      'گلیم با الهام از نقش‌های سنتی ایرانی برای فروش آنلاین آثار دستی طراحی شده است. هر محصول با داستان ساخت، ابعاد و جنس معرفی می‌شود و خریداران شهرهای دیگر هم می‌توانند سفارش دهند.',
    categories: ['store'],
  },
  {
    title: 'قالب دفتر وکالت عدالت',
    shortDescription: 'ظاهری رسمی و مطمئن برای وکلا و مؤسسه‌های حقوقی با معرفی حوزه‌های تخصصی.',
    fullDescription:
      'عدالت با رنگ‌های سرمه‌ای و طلایی حس اعتماد و تخصص را منتقل می‌کند. حوزه‌های وکالت، سوابق وکیل و فرم درخواست مشاوره حقوقی در آن پیش‌بینی شده است.',
    categories: ['corporate'],
  },
  {
    title: 'قالب مرکز مشاوره آرامش',
    shortDescription: 'برای روان‌شناسان و مراکز مشاوره با فضایی آرام و نوبت‌دهی جلسه‌ها.',
    fullDescription: null,
    categories: ['medical'],
  },
  {
    title: 'قالب شیرینی‌سرای شکرپنیر',
    shortDescription: 'فروشگاه آنلاین شیرینی، کیک و نان با امکان سفارش برای مناسبت‌ها.',
    fullDescription:
      'شکرپنیر برای قنادی‌ها و نانوایی‌هایی است که سفارش آنلاین می‌گیرند. محصولات بر اساس مناسبت دسته‌بندی شده‌اند و مشتری زمان تحویل را هنگام خرید انتخاب می‌کند.',
    categories: ['restaurant', 'store'],
  },
  {
    title: 'قالب مهدکودک شکوفه',
    shortDescription: 'قالبی شاد و رنگارنگ برای مهدکودک‌ها و مراکز پیش‌دبستانی.',
    fullDescription:
      'شکوفه با رنگ‌های شاد و تصاویر کودکانه، دل والدین و کودکان را به دست می‌آورد. برنامه روزانه، معرفی مربیان و گالری فعالیت‌ها از بخش‌های آماده این قالب است.',
    categories: ['education'],
  },
  {
    title: 'قالب اقامتگاه کلبه',
    shortDescription: 'مناسب اجاره ویلا، اقامتگاه بوم‌گردی و سوئیت با گالری تصاویر و رزرو آنلاین.',
    fullDescription:
      'کلبه با عکس‌های تمام‌عرض از طبیعت، مسافران را به اقامت دعوت می‌کند. امکانات هر اقامتگاه، قیمت هر شب و راه‌های تماس برای رزرو به‌روشنی نمایش داده می‌شود.',
    categories: ['real-estate'],
  },
  {
    title: 'قالب پیرایش مردانه آراد',
    shortDescription: 'طراحی تیره و مردانه برای آرایشگاه‌های آقایان با فهرست خدمات و نوبت‌دهی.',
    fullDescription: null,
    categories: ['beauty'],
  },
  {
    title: 'قالب فروشگاه ابزار سازه',
    shortDescription: 'فروشگاه ابزارآلات، یراق و تجهیزات ساختمانی با فهرست قیمت و ارسال به سراسر کشور.',
    fullDescription:
      'سازه برای فروشندگان ابزار و تجهیزات فنی ساخته شده و کالاها را با مشخصات فنی و برند نمایش می‌دهد. خریداران عمده هم می‌توانند پیش‌فاکتور درخواست کنند.',
    categories: ['store', 'technical'],
  },
];

export const demoThemes: DemoTheme[] = themeInputs.map((theme, index) => {
  const code = index + 1;
  return {
    code,
    ...theme,
    // The demo the site serves itself (its screenshots framed), never a placeholder address.
    link: `/themes/${code}/demo`,
    // Store themes need a plan with a shop; every other theme fits every plan.
    plans: theme.categories.includes('store') ? [...STORE_PLANS] : [...ALL_PLANS],
    desktopImage: `themes/${code}-desktop.webp`,
    mobileImage: `themes/${code}-mobile.webp`,
  };
});

// ---------------------------------------------------------------------------
// Work samples (portfolio)
// ---------------------------------------------------------------------------

type WorkSampleInput = Omit<DemoWorkSample, 'image'>;

const workSampleInputs: WorkSampleInput[] = [
  {
    domainName: 'nanvayi-sahar.ir',
    title: 'نانوایی سحر',
    description:
      'سایت معرفی نانوایی سحر با فهرست نان‌های سنتی و حجیم و ساعت پخت هر نان. مشتریان برای مراسم و سفارش‌های عمده از طریق سایت تماس می‌گیرند.',
    plans: ['non-store'],
    isActive: true,
  },
  {
    domainName: 'dr-rezaei-dental.ir',
    title: 'کلینیک دندان‌پزشکی دکتر رضایی',
    description: 'معرفی خدمات ایمپلنت، ارتودنسی و زیبایی دندان همراه با گالری قبل و بعد. بیماران از طریق سایت درخواست نوبت ثبت می‌کنند.',
    plans: ['non-store'],
    isActive: true,
  },
  {
    domainName: 'salehi-law.ir',
    title: 'دفتر وکالت صالحی و همکاران',
    description: 'سایت رسمی دفتر وکالت با معرفی حوزه‌های تخصصی، مقاله‌های حقوقی و فرم درخواست مشاوره.',
    plans: ['non-store'],
    isActive: true,
  },
  {
    domainName: 'https://farsh-abrisham.ir',
    title: 'فرش دستباف ابریشم',
    description:
      'فروشگاه اینترنتی فرش و تابلوفرش دستباف کاشان با ارسال به سراسر کشور. هر فرش با ابعاد، رج‌شمار و جنس معرفی شده و سفارش بافت اختصاصی هم پذیرفته می‌شود.',
    plans: ['custom'],
    isActive: true,
  },
  {
    domainName: 'yadaki-omid.ir',
    title: 'لوازم یدکی امید',
    description: 'فروش آنلاین قطعات یدکی خودروهای داخلی با جستجو بر اساس مدل خودرو و ارسال سریع به شهرستان‌ها.',
    plans: ['store'],
    isActive: true,
  },
  {
    domainName: 'https://bagh-anar-cafe.ir',
    title: 'کافه رستوران باغ انار',
    description: 'منوی آنلاین، گالری فضای باغ و رزرو میز برای مهمانی‌ها و دورهمی‌ها.',
    plans: ['non-store'],
    isActive: true,
  },
  {
    domainName: 'navid-language.ir',
    title: 'آموزشگاه زبان نوید',
    description: 'معرفی دوره‌های انگلیسی و آلمانی برای کودکان و بزرگسالان، تقویم آزمون تعیین سطح و پیش‌ثبت‌نام آنلاین.',
    plans: ['non-store'],
    isActive: true,
  },
  {
    domainName: 'amlak-kourosh.ir',
    title: 'مشاور املاک کوروش',
    description: 'نمایش فایل‌های خرید، فروش و اجاره آپارتمان در غرب تهران با جستجو بر اساس محله و متراژ.',
    plans: ['non-store'],
    isActive: true,
  },
  {
    domainName: 'mahsan-beauty.ir',
    title: 'سالن زیبایی مهسان',
    description: 'فهرست خدمات مو، ناخن و پوست با قیمت، نمونه‌کارهای آرایشگران و درخواست نوبت آنلاین.',
    plans: ['non-store'],
    isActive: true,
  },
  {
    domainName: 'bargh-asa.ir',
    title: 'تعمیرات لوازم خانگی برق‌آسا',
    description: 'ثبت درخواست تعمیر یخچال، لباسشویی و کولر در محل، همراه با معرفی برندهای تحت پوشش و ضمانت شش‌ماهه خدمات.',
    plans: ['non-store'],
    isActive: true,
  },
  {
    domainName: 'golpar-sweets.ir',
    title: 'شیرینی‌سرای گلپر',
    description: 'فروش آنلاین شیرینی تر و خشک، کیک تولد و شیرینی‌های سنتی با انتخاب روز و ساعت تحویل.',
    plans: ['store'],
    isActive: true,
  },
  {
    domainName: 'asal-kouhestan.ir',
    title: 'عسل طبیعی کوهستان',
    description: 'فروشگاه عسل، گرده گل و فرآورده‌های زنبورداری از دامنه‌های سبلان. برگه آزمایش کیفیت هر محصول کنار آن منتشر شده است.',
    plans: ['store-plus'],
    isActive: true,
  },
  {
    domainName: 'gol-yas.ir',
    title: 'گل‌فروشی یاس',
    description: 'سفارش آنلاین دسته‌گل، باکس گل و گل‌آرایی مراسم با ارسال در همان روز در شیراز.',
    plans: ['store'],
    isActive: false,
  },
  {
    domainName: 'eynak-bina.ir',
    title: 'عینک‌سازی بینا',
    description: 'معرفی فریم‌های طبی و آفتابی، خدمات بینایی‌سنجی و ساعت کاری فروشگاه.',
    plans: ['non-store'],
    isActive: false,
  },
];

export const demoWorkSamples: DemoWorkSample[] = workSampleInputs.map((sample, index) => ({
  ...sample,
  image: `work-samples/${index + 1}.webp`,
}));

// ---------------------------------------------------------------------------
// WordPress / WooCommerce guides (their text is in @site-builder/rules; the pages show it)
// ---------------------------------------------------------------------------

/** Every guide step's image, relative to server/assets/demo. */
export const demoGuideImages: string[] = GUIDE_KEYS.flatMap((key) =>
  GUIDES[key].captions.map((_, index) => guideImagePath(key, index + 1)),
);
