import { useState } from 'react';
import { selectIsSignedIn, useUserStore } from '@/stores/userStore';
import { useModalStore } from '@/stores/modalStore';
import { ReviewForm } from './ReviewForm';

/**
 * Writing a review is for signed-in shoppers: a signed-out shopper gets a button that opens the
 * passwordless sign-in and comes back here.
 */
export function WriteReview({
  productId,
  productTitle,
}: {
  productId: string;
  productTitle: string;
}) {
  const signedIn = useUserStore(selectIsSignedIn);
  const openPasswordless = useModalStore((state) => state.openPasswordless);
  const [open, setOpen] = useState(false);
  const [posted, setPosted] = useState(false);
  if (!signedIn) {
    return (
      <button
        type="button"
        className="btn-secondary"
        onClick={() => openPasswordless({ redirect: `${window.location.pathname}#reviews` })}
      >
        Sign in to write a review
      </button>
    );
  }
  if (posted) {
    return (
      <p role="status" className="font-medium text-success">
        Thank you! Your review has been posted.
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        Write a review
      </button>
    );
  }
  return (
    <ReviewForm
      productId={productId}
      productTitle={productTitle}
      onCancel={() => setOpen(false)}
      onPosted={() => setPosted(true)}
    />
  );
}
