import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { renderWithProviders } from '@/test/render';
import { server } from '@/test/server';
import { ReviewForm } from '../components/ReviewForm';

const api = graphql.link(env.graphqlUrl);
const UPLOAD_URL = 'https://uploads.haat.test/review-images';

interface SentReview {
  idempotencyKey: string;
  comment: string | null;
  images: string[];
}

/**
 * The review API as the form meets it: createReview fails with a network error while `down` is
 * set (an unclear outcome), else it answers the review; every createReview input and every
 * picture upload is recorded.
 */
function reviewApi() {
  const sent: SentReview[] = [];
  let uploads = 0;
  const state = { down: false };
  server.use(
    api.mutation('createReviewImageUpload', () => {
      uploads += 1;
      return HttpResponse.json({
        data: {
          createReviewImageUpload: {
            key: `reviews/picture-${uploads}.png`,
            uploadUrl: `${UPLOAD_URL}/${uploads}`,
            method: 'PUT',
            headers: [],
            maxBytes: 5 * 1024 * 1024,
            expiresAt: '2030-01-01T00:00:00.000Z',
          },
        },
      });
    }),
    http.put(`${UPLOAD_URL}/:slot`, () => new HttpResponse(null, { status: 200 })),
    api.mutation('createReview', ({ variables }) => {
      const input = (variables as { input: SentReview & { rating: number } }).input;
      sent.push(input);
      if (state.down) return HttpResponse.error();
      return HttpResponse.json({
        data: {
          createReview: {
            ...input,
            id: `rev-${input.idempotencyKey}`,
            userId: 'u-1',
            verified: true,
            reviewer: { name: 'Asha R.' },
            productId: 'prd-hyaluronic-acid-serum',
            createdAt: '2025-01-01T00:00:00.000Z',
          },
        },
      });
    }),
  );
  return { sent, state, uploads: () => uploads };
}

function renderForm() {
  const onPosted = vi.fn();
  const view = renderWithProviders(
    <>
      <ReviewForm
        productId="prd-hyaluronic-acid-serum"
        productTitle="Hyaluronic Acid Serum"
        onCancel={() => undefined}
        onPosted={onPosted}
      />
      <Toaster />
    </>,
  );
  return { ...view, onPosted };
}

async function writeReview(user: UserEvent, comment: string) {
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  await user.type(screen.getByRole('textbox', { name: 'Your review' }), comment);
}

/** Posts while createReview cannot be reached: the shopper sees 'Network Error'. */
async function postWhileDown(user: UserEvent, api: ReturnType<typeof reviewApi>) {
  api.state.down = true;
  await user.click(screen.getByRole('button', { name: 'Post review' }));
  expect(await screen.findByText('Network Error')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Post review' })).toBeEnabled());
  api.state.down = false;
}

describe('ReviewForm', () => {
  it('resubmits a draft whose post failed with the same key and the same pictures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reviews = reviewApi();
    const { user, onPosted } = renderForm();
    await writeReview(user, 'Soft skin in a week.');
    await user.upload(
      screen.getByLabelText(/^Add pictures/),
      new File(['png'], 'serum.png', { type: 'image/png' }),
    );
    await postWhileDown(user, reviews);

    await user.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(onPosted).toHaveBeenCalledOnce());
    const first = reviews.sent[0]!;
    expect(reviews.sent.at(-1)).toEqual(first);
    expect(new Set(reviews.sent.map((input) => input.idempotencyKey)).size).toBe(1);
    expect(first.images).toEqual(['reviews/picture-1.png']);
    expect(reviews.uploads()).toBe(1);
  });

  it('makes a new key for an edited draft and for the next review after a success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reviews = reviewApi();
    const { user, onPosted } = renderForm();
    await writeReview(user, 'Soft skin');
    await postWhileDown(user, reviews);
    const failedKey = reviews.sent[0]!.idempotencyKey;

    await user.type(screen.getByRole('textbox', { name: 'Your review' }), ' in a week.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(onPosted).toHaveBeenCalledTimes(1));
    const postedKey = reviews.sent.at(-1)!.idempotencyKey;
    expect(postedKey).not.toBe(failedKey);

    await user.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(onPosted).toHaveBeenCalledTimes(2));
    expect(reviews.sent.at(-1)!.idempotencyKey).not.toBe(postedKey);
  });
});
