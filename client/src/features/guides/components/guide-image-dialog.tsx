import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { uploadSrcSet } from '@/lib/responsive-image';
import { GUIDE_IMAGE_HEIGHT, GUIDE_IMAGE_WIDTH } from '../guide-steps';

/** The screenshot at the size it was drawn for (1000 CSS px): on a phone it scrolls sideways. */
const DRAWN_WIDTH = GUIDE_IMAGE_WIDTH / 2;

export interface ZoomedImage {
  src: string;
  alt: string;
}

/**
 * A guide's screenshot enlarged over the page: the whole screen, the image at the size its text
 * was drawn to be read at (wider on a large screen), Esc or «بستن» closes it and focus returns to
 * the image that opened it (MUI's Dialog).
 */
export function GuideImageDialog({ image, open, onClose }: { image: ZoomedImage | null; open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open && image !== null} onClose={onClose} fullScreen aria-labelledby={titleId}>
      {image && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography id={titleId} component="h2" sx={{ flex: 1, fontWeight: 700, minWidth: 0 }}>
              {image.alt}
            </Typography>
            <IconButton onClick={onClose} aria-label="بستن">
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={{ flex: 1, overflow: 'auto', bgcolor: 'grey.100' }}>
            <Box
              component="img"
              src={image.src}
              srcSet={uploadSrcSet(image.src, GUIDE_IMAGE_WIDTH)}
              sizes={`(min-width: ${DRAWN_WIDTH}px) 100vw, ${DRAWN_WIDTH}px`}
              alt={image.alt}
              width={GUIDE_IMAGE_WIDTH}
              height={GUIDE_IMAGE_HEIGHT}
              sx={{ display: 'block', width: { xs: DRAWN_WIDTH, md: '100%' }, maxWidth: { md: 1600 }, height: 'auto', mx: 'auto' }}
            />
          </Box>
        </>
      )}
    </Dialog>
  );
}
