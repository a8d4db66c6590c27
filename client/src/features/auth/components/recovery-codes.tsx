import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

/**
 * The ten recovery codes, shown once (only their hashes are kept): each signs in once without the
 * phone. Copy and download keep them somewhere safe.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        این کدهای بازیابی فقط همین یک بار نمایش داده می‌شوند. آن‌ها را جای امنی نگه دارید: اگر گوشی در دسترس نباشد، هر کد یک بار به جای کد
        برنامه پذیرفته می‌شود.
      </Alert>
      <Box
        component="ol"
        dir="ltr"
        aria-label="کدهای بازیابی"
        sx={{
          m: 0,
          py: 1.5,
          pl: 5,
          pr: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          columns: { sm: 2 },
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <Button
          variant="outlined"
          onClick={() => {
            navigator.clipboard.writeText(text).then(
              () => setCopied('yes'),
              () => setCopied('failed'),
            );
          }}
        >
          کپی کدها
        </Button>
        <Button variant="outlined" component="a" href={download} download="recovery-codes.txt">
          دریافت فایل کدها
        </Button>
      </Stack>
      <Box role="status" aria-live="polite">
        {copied === 'yes' && 'کدها کپی شدند.'}
        {copied === 'failed' && 'کپی ممکن نشد؛ کدها را از فهرست بالا بردارید یا فایل را دریافت کنید.'}
      </Box>
    </Stack>
  );
}
