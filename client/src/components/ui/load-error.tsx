import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list that could not load says so and offers another try, instead of looking empty. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          تلاش دوباره
        </Button>
      }
    >
      اطلاعات بارگذاری نشد.
    </Alert>
  );
}
