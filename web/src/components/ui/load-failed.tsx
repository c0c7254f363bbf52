import { Button } from './button';
import { cn } from './cn';

/** Data a page needed did not come: "Your goals could not be loaded", and a way to ask again in place. */
export function LoadFailed({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <p className={cn('text-red-700', className)}>
      {what} could not be loaded.{' '}
      <Button variant="ghost" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
