import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import {
  RestoreCategoryDocument,
  RestoreCustomerDocument,
  RestoreCustomerPlanDocument,
  RestoreFeatureDocument,
  RestorePlanDocument,
  RestoreWorkSampleDocument,
} from '@/generated/graphql';
import { formatNumber } from '@/lib/format';
import { useRecentDeletes, type RecentDelete } from '@/lib/recent-deletes';
import { useRestoreDeleted } from '@/lib/use-delete-with-undo';

/** The restore of each kind of record the back office can undo, by its Apollo type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each document takes `{ id }`; their result types differ and are not read here
const RESTORES: Record<string, TypedDocumentNode<any, { id: number }>> = {
  Category: RestoreCategoryDocument,
  Customer: RestoreCustomerDocument,
  CustomerPlan: RestoreCustomerPlanDocument,
  Feature: RestoreFeatureDocument,
  Plan: RestorePlanDocument,
  WorkSample: RestoreWorkSampleDocument,
};

/**
 * «حذف‌های اخیر» in the app bar: this admin's deletes the server would still undo, after a reload
 * or in another tab too, each with its «بازگردانی»; gone when the last offer ends.
 */
export function RecentDeletesMenu() {
  const entries = useRecentDeletes().filter((entry) => entry.typename in RESTORES);
  const client = useApolloClient();
  const restoreDeleted = useRestoreDeleted();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (entries.length === 0) return null;

  function restore(entry: RecentDelete) {
    setAnchor(null);
    void restoreDeleted({
      typename: entry.typename,
      ids: [entry.id],
      name: () => entry.name,
      onRestore: (id) => client.mutate({ mutation: RESTORES[entry.typename], variables: { id } }),
      wording: { deleted: () => '', restored: () => `«${entry.name}» بازگردانده شد` },
    });
  }

  const label = `حذف‌های اخیر (${formatNumber(entries.length)})`;
  return (
    <>
      <Tooltip title="حذف‌های اخیر: تا چند ثانیه پس از حذف بازگرداندنی‌اند">
        <IconButton
          aria-label={label}
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={formatNumber(entries.length)} color="primary">
            <RestoreIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        // The list changes as offers end; it opens at once rather than growing while it does.
        transitionDuration={0}
        slotProps={{ list: { 'aria-label': 'حذف‌های اخیر', dense: true }, paper: { sx: { maxWidth: 'min(90vw, 360px)' } } }}
      >
        {entries.map((entry) => (
          <MenuItem
            key={`${entry.typename}:${entry.id}`}
            onClick={() => restore(entry)}
            sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          >
            بازگردانی «<bdi>{entry.name}</bdi>»
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
