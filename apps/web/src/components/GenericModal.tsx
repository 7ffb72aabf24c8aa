import { useModalStore } from '@/stores/modalStore';
import { Dialog } from './Dialog';

/** The generic modal of the modal store: a title and a text body. */
export default function GenericModal({ onClose }: { onClose: () => void }) {
  const content = useModalStore((state) => state.generic);
  if (!content) return null;
  return (
    <Dialog title={content.title} onClose={onClose}>
      <p className="whitespace-pre-line text-ink-muted">{content.body}</p>
      <div className="mt-4 flex justify-end">
        <button type="button" className="btn-primary" onClick={onClose} data-autofocus>
          OK
        </button>
      </div>
    </Dialog>
  );
}
