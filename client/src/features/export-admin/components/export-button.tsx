import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { CSV_EXPORT_FAILED, CsvExportError, downloadCsv } from '../csv-export';

/** Downloads a list as a CSV file (Excel opens it with Persian intact) for the filter shown. */
export function ExportButton({ url, filename, label = 'دریافت فایل اکسل (CSV)' }: { url: string; filename: string; label?: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadCsv(url, filename);
    } catch (error) {
      enqueueSnackbar(error instanceof CsvExportError ? error.message : CSV_EXPORT_FAILED, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={download} disabled={busy} sx={{ flexShrink: 0 }}>
      {busy ? 'در حال آماده‌سازی فایل…' : label}
    </Button>
  );
}
