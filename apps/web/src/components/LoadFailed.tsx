import { AlertBox } from './AlertBox';

/**
 * What a screen shows when its data could not be loaded: an error box with the title and a
 * "Try again" button that asks again.
 */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <AlertBox status="error" title={title} dismissible={false}>
      <button type="button" className="mt-2 font-medium underline" onClick={onRetry}>
        Try again
      </button>
    </AlertBox>
  );
}
