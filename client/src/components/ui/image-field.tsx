import PhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef } from 'react';

/** What the server accepts (checked there by content too); SVG is never an upload. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

interface ImageFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** The stored image, shown until a new file is chosen. */
  currentUrl?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}

/** An image input with a preview of the chosen file or of the stored image it will replace. */
export function ImageField({ name, label, required = false, currentUrl, file, onChange, error }: ImageFieldProps) {
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? currentUrl ?? null;
  const choose = shown ? 'انتخاب تصویر دیگر' : 'انتخاب تصویر';
  const input = useRef<HTMLInputElement>(null);

  return (
    <Box>
      <Typography component="label" htmlFor={id} sx={{ display: 'block', mb: 1, fontWeight: 600 }}>
        {label}
        {required && (
          <Box component="span" aria-hidden sx={{ color: 'error.main' }}>
            {' '}
            *
          </Box>
        )}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={file ? 'پیش‌نمایش تصویر انتخاب‌شده' : 'تصویر فعلی'}
            sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 2, border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Box
            sx={{
              width: 120,
              height: 90,
              borderRadius: 2,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              display: 'grid',
              placeItems: 'center',
              color: 'text.secondary',
            }}
          >
            <PhotoIcon />
          </Box>
        )}
        {/* A real button, so Enter opens the picker as well as Space; the input itself stays hidden. */}
        <Button variant="outlined" startIcon={<PhotoIcon />} aria-label={`${choose}: ${label}`} onClick={() => input.current?.click()}>
          {choose}
        </Button>
        <input
          ref={input}
          id={id}
          hidden
          type="file"
          name={name}
          accept={IMAGE_TYPES}
          aria-invalid={Boolean(error)}
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null);
            // The same file chosen again after a failed save still counts as a change.
            event.target.value = '';
          }}
        />
        {file && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
        )}
      </Box>
      <FormHelperText error={Boolean(error)}>{error ?? 'PNG، JPEG، WebP یا GIF تا ۵ مگابایت'}</FormHelperText>
    </Box>
  );
}
