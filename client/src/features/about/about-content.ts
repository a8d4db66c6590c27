import type { SvgIconComponent } from '@mui/icons-material';
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import CampaignIcon from '@mui/icons-material/Campaign';
import EditIcon from '@mui/icons-material/Edit';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { site } from '@/config/site';
import { formatNumber, toPersianDigits } from '@/lib/format';

/** The facts of the about page, kept apart from its layout so the owner can reword them in one place. */
export interface Milestone {
  /** Persian (solar hijri) year, Latin digits; shown with Persian ones. */
  year: number;
  title: string;
  text: string;
}

export interface AboutItem {
  icon: SvgIconComponent;
  title: string;
  text: string;
}

export const FOUNDED_YEAR = 1393;
export const THEME_COUNT_FLOOR = 30;
export const VALIDITY_DAYS = 365;
export const SUPPORT_DAYS = 365;
export const MONTHLY_ADS = 30;

/** Years are written without a thousands separator: ۱۳۹۳, not ۱٬۳۹۳. */
export const formatYear = (year: number) => toPersianDigits(year);

export const milestones: Milestone[] = [
  {
    year: FOUNDED_YEAR,
    title: 'ثبت شرکت',
    text: `مجموعه ما به‌صورت رسمی به‌عنوان شرکت ثبت شد و کار خود را با هدف دیده شدن بهتر کسب‌وکارها آغاز کرد.`,
  },
  {
    year: 1397,
    title: 'راه‌اندازی برند',
    text: `برند ${site.parentName} راه‌اندازی شد تا مردم کسب‌وکارهای اطراف خود را راحت‌تر پیدا کنند.`,
  },
  {
    year: 1400,
    title: 'شرکت خلاق',
    text: 'مجموعه به‌عنوان «شرکت خلاق» شناخته شد؛ گواهی‌ای برای نوآوری و کیفیت خدماتی که ارائه می‌دهیم.',
  },
];

export const goals: AboutItem[] = [
  {
    icon: StorefrontIcon,
    title: 'سایتی به اندازه کسب‌وکار شما',
    text: 'هر کسب‌وکار کوچک سایت شخصی یا فروشگاه اینترنتی خودش را داشته باشد؛ با طراحی و امکاناتی که با نوع کارش جور است.',
  },
  {
    icon: ManageSearchIcon,
    title: 'دیده شدن در جستجو',
    text: 'سایت‌ها با رعایت اصول سئو ساخته می‌شوند تا مشتریان، شما را در موتورهای جستجو راحت‌تر پیدا کنند.',
  },
  {
    icon: TravelExploreIcon,
    title: `نمایش محصولات در ${site.parentName}`,
    text: `محصولات و خدمات شما افزون بر سایت خودتان، در ${site.parentName} هم به مشتریان نشان داده می‌شود.`,
  },
  {
    icon: SupportAgentIcon,
    title: 'همراهی پشتیبانان حرفه‌ای',
    text: 'از ثبت درخواست تا راه‌اندازی سایت و پس از آن، کارشناسان ما در هر گام کنار شما هستند.',
  },
];

export const branchFeatures: AboutItem[] = [
  {
    icon: EventAvailableIcon,
    title: `${formatNumber(VALIDITY_DAYS)} روز اعتبار`,
    text: 'شعبه شما یک سال کامل فعال و در دسترس مشتریان است.',
  },
  {
    icon: CampaignIcon,
    title: `${formatNumber(MONTHLY_ADS)} آگهی یا محتوا در ماه`,
    text: `هر ماه تا ${formatNumber(MONTHLY_ADS)} آگهی یا محتوای تازه منتشر کنید و مشتریان را از تازه‌های کارتان باخبر نگه دارید.`,
  },
  {
    icon: EditIcon,
    title: 'ویرایش نامحدود آگهی‌ها',
    text: 'آگهی‌هایتان را هر چند بار که لازم است اصلاح و به‌روز کنید؛ بی‌هیچ محدودیتی.',
  },
  {
    icon: PhotoLibraryIcon,
    title: 'گالری تصاویر',
    text: 'برای هر آگهی چند عکس بگذارید تا مشتری کالا یا خدمت شما را از نزدیک ببیند.',
  },
  {
    icon: LocalOfferIcon,
    title: 'قیمت و تخفیف برای هر آگهی',
    text: 'قیمت هر کالا یا خدمت و تخفیف ویژه آن را کنار آگهی نشان دهید.',
  },
  {
    icon: AllInclusiveIcon,
    title: `${formatNumber(SUPPORT_DAYS)} روز پشتیبانی`,
    text: 'در تمام روزهای سال، پشتیبانان ما پاسخگوی پرسش‌ها و درخواست‌های شما هستند.',
  },
];
