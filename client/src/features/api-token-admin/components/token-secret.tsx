import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';

/** The new token's secret, shown this once: the server keeps only its hash. */
export function TokenSecret({ name, secret }: { name: string; secret: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      enqueueSnackbar('توکن کپی شد', { variant: 'success' });
    } catch {
      enqueueSnackbar('کپی نشد؛ متن توکن را انتخاب و کپی کنید', { variant: 'warning' });
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        توکن «{name}» ساخته شد. آن را همین حالا کپی کنید و جای امنی نگه دارید: این متن دیگر نمایش داده نمی‌شود.
      </Alert>
      <Box
        component="output"
        data-testid="api-token-secret"
        dir="ltr"
        sx={{ fontFamily: 'monospace', p: 2, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere', userSelect: 'all' }}
      >
        {secret}
      </Box>
      <Box>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          کپی توکن
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        با سرآیند <bdi dir="ltr">Authorization: Bearer …</bdi> به API بفرستید.
      </Typography>
    </Stack>
  );
}
