import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DeleteWithConfirm, type DeleteWithConfirmProps } from './delete-with-confirm';

export interface RowLink {
  /** The accessible name, e.g. `ویرایش <title>`; an icon-only link shows it as its tooltip. */
  label: string;
  to: string;
  icon: ReactElement;
  /** Shown beside the icon; without it the link is an icon with a tooltip. */
  text?: string;
}

interface RowActionsProps {
  links: readonly RowLink[];
  /** The row's delete, asked and undone as everywhere else. */
  remove?: Omit<DeleteWithConfirmProps, 'size'>;
  size?: 'small' | 'medium';
}

/** The actions cell of every back-office table row and card: its links, then its delete. */
export function RowActions({ links, remove, size = 'small' }: RowActionsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      {links.map((link) =>
        link.text ? (
          <Button key={link.to} component={RouterLink} to={link.to} size={size} startIcon={link.icon} aria-label={link.label}>
            {link.text}
          </Button>
        ) : (
          <Tooltip key={link.to} title={link.label}>
            <IconButton component={RouterLink} to={link.to} aria-label={link.label} size={size} color="primary">
              {link.icon}
            </IconButton>
          </Tooltip>
        ),
      )}
      {remove && <DeleteWithConfirm {...remove} size={size} />}
    </Box>
  );
}
