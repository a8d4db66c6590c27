import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@/lib/format';

/** From a request to a site, with how long each step takes. */
const STEPS = [
  {
    title: 'ثبت درخواست',
    time: 'کمتر از ۲ دقیقه',
    text: 'نام و شماره موبایل خود را در فرم درخواست بنویسید؛ قالب یا پلن دلخواه را هم می‌توانید انتخاب کنید.',
  },
  {
    title: 'تماس کارشناس',
    time: 'تا ۱ روز کاری',
    text: 'کارشناس ما تماس می‌گیرد، نیاز کسب‌وکارتان را می‌پرسد و پلن و قالب مناسب را پیشنهاد می‌دهد.',
  },
  {
    title: 'طراحی سایت',
    time: '۳ تا ۷ روز کاری',
    text: 'پس از پرداخت و دریافت محتوا، سایت را با قالب انتخابی، دامنه و اطلاعات شما آماده می‌کنیم.',
  },
  {
    title: 'تحویل و آموزش',
    time: 'همان روز تحویل',
    text: 'سایت را تحویل می‌گیرید، راهنمای مدیریت آن را می‌بینید و پشتیبانی ما در طول سال کنار شماست.',
  },
];

export function HowItWorks() {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {STEPS.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            p: { xs: 2.5, md: 3 },
            position: 'relative',
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              mb: 1.5,
            }}
          >
            {toPersianDigits(index + 1)}
          </Box>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
            {step.title}
          </Typography>
          <Typography sx={{ color: 'secondary.dark', fontWeight: 700, fontSize: '0.95rem', mb: 1 }}>{step.time}</Typography>
          <Typography variant="body2" color="text.secondary">
            {step.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
