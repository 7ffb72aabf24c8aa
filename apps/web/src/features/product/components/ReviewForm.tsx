import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { handleError } from '@/lib/errors/handleError';
import { newIdempotencyKey } from '@/lib/graphql/client';
import { createReview, reviewKeys, uploadReviewImage } from '../api/reviews';
import {
  cleanText,
  REVIEW_LIMITS,
  validateImages,
  validateReview,
  type ReviewDraft,
  type ReviewErrors,
} from '../reviewForm';
import { StarInput } from './StarInput';

interface ReviewFormProps {
  productId: string;
  productTitle: string;
  onCancel: () => void;
  onPosted: () => void;
}

/**
 * One createReview attempt: the draft it is for, its idempotency key and, once uploaded, its
 * pictures' keys. Resubmitting the same draft (after a time-out whose review may have been saved)
 * sends the very same input, so the API answers the first review instead of making a second one.
 */
interface ReviewAttempt {
  draft: ReviewDraft;
  idempotencyKey: string;
  images: string[] | null;
}

/** The review form: stars, title, text and up to five pictures; validated, text sanitised. */
export function ReviewForm({ productId, productTitle, onCancel, onPosted }: ReviewFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ReviewDraft>({
    rating: 0,
    title: '',
    comment: '',
    images: [],
  });
  const [errors, setErrors] = useState<ReviewErrors>({});
  const attempt = useRef<ReviewAttempt | null>(null);
  const post = useMutation({
    mutationFn: async (current: ReviewAttempt) => {
      const { draft: review, idempotencyKey } = current;
      if (!current.images) {
        const images: string[] = [];
        for (const file of review.images) images.push(await uploadReviewImage(productId, file));
        current.images = images;
      }
      return createReview({
        productId,
        idempotencyKey,
        rating: review.rating,
        images: current.images,
        title: review.title.trim(),
        comment: review.comment.trim(),
      });
    },
    onSuccess: async () => {
      attempt.current = null;
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all(productId) });
      onPosted();
    },
    onError: (error) => handleError(error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateReview(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // An edited draft is other input: a new attempt (the API refuses a key reused for it).
    if (attempt.current?.draft !== draft) {
      attempt.current = { draft, idempotencyKey: newIdempotencyKey(), images: null };
    }
    post.mutate(attempt.current);
  };
  const described = (field: keyof ReviewErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const fieldError = (field: keyof ReviewErrors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-danger">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Review ${productTitle}`}
      className="space-y-4 rounded-lg border border-line p-4"
    >
      <StarInput
        value={draft.rating}
        onChange={(rating) => setDraft({ ...draft, rating })}
        error={errors.rating}
        errorId={`${id}-rating-error`}
      />
      <div>
        <label htmlFor={`${id}-title`} className="block text-sm font-medium">
          Title (optional)
        </label>
        <input
          id={`${id}-title`}
          className="input mt-1 w-full"
          maxLength={REVIEW_LIMITS.title}
          value={draft.title}
          onChange={(event) =>
            setDraft({ ...draft, title: cleanText(event.target.value, REVIEW_LIMITS.title) })
          }
        />
      </div>
      <div>
        <label htmlFor={`${id}-comment`} className="block text-sm font-medium">
          Your review
        </label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          className="input mt-1 w-full py-2"
          maxLength={REVIEW_LIMITS.comment}
          value={draft.comment}
          {...described('comment')}
          onChange={(event) =>
            setDraft({ ...draft, comment: cleanText(event.target.value, REVIEW_LIMITS.comment) })
          }
        />
        {fieldError('comment')}
      </div>
      <div>
        <label htmlFor={`${id}-images`} className="block text-sm font-medium">
          Add pictures (up to {REVIEW_LIMITS.images}, JPEG, PNG or WebP, 5 MB each)
        </label>
        <input
          id={`${id}-images`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          className="mt-1 block text-sm"
          {...described('images')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            setDraft({ ...draft, images: files });
            const problem = validateImages(files);
            const { images: _previous, ...rest } = errors;
            setErrors(problem ? { ...rest, images: problem } : rest);
          }}
        />
        {fieldError('images')}
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={post.isPending}>
          {post.isPending ? 'Posting…' : 'Post review'}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
