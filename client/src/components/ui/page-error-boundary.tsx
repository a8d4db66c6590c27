import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';
import { failedModuleUrl, reloadIfStale } from '@/lib/stale-chunk';

interface State {
  error: unknown;
  /** A stale chunk is being replaced by a reload: nothing to show meanwhile. */
  reloading: boolean;
}

/**
 * One page's failure stays on that page: the header, menu and everything typed elsewhere stay, and
 * a retry loads the page again (its code too, once the network is back). A chunk a deploy removed
 * reloads the app once instead.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; onRetry?: () => void }, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (failedModuleUrl(error) === null) console.error(error);
    void reloadIfStale(error).then((reloading) => reloading && this.setState({ reloading }));
  }

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) return null;
    const codeMissing = failedModuleUrl(error) !== null;
    // Built from what every page already loads: with the network away, nothing more can arrive.
    return (
      <Box
        role="alert"
        sx={{ my: 4, mx: 'auto', maxWidth: 560, p: 3, border: 1, borderColor: 'warning.main', borderRadius: 2, textAlign: 'center' }}
      >
        <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
          این صفحه باز نشد
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {codeMissing
            ? 'بخشی از برنامه دریافت نشد؛ اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.'
            : 'خطایی پیش آمد و این صفحه نمایش داده نشد. دوباره تلاش کنید.'}
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            this.props.onRetry?.();
            this.setState({ error: null });
          }}
        >
          تلاش دوباره
        </Button>
      </Box>
    );
  }
}
