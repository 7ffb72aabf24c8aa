import { createStorefrontBackend } from '../../backend.js';
import { courierBackend } from '../../courier/__tests__/courier-test-backend.js';
import type { BackendDeps } from '../../deps.js';
import { moveOrder, type MoveRequest } from '../../fulfilment/move-order.js';
import { createOrder } from '../../orders/create-order.js';
import type { StaffRole } from '../../ports/storage/staff.js';
import type { GraphqlBody } from '../../testing/graphql-backend.js';
import { provenOrderInput } from '../../testing/order-fixtures.js';
import { testContext } from '../../testing/test-backend.js';
import { startSession } from '../../user-pool/sign-in-tokens.js';
import { newUser } from '../../users/new-user.js';

export const STAFF = { kind: 'staff', staffId: 'staff-packer' } as const;

/** A shop (with the scripted courier, or self-shipping) with a packed COD order, and staff. */
export async function shop(options: { selfShip?: boolean } = {}) {
  const test = courierBackend();
  const selfShipping: BackendDeps = { ...test.deps, courier: undefined };
  const deps = options.selfShip ? selfShipping : test.deps;
  const backend = createStorefrontBackend(deps);
  // Placed as checkout would without the courier's pin code answers (not what this tests).
  const { order, accessKey } = await createOrder(
    testContext(selfShipping),
    await provenOrderInput(selfShipping, {}),
  );
  const move = async (request: MoveRequest) => {
    const outcome = await moveOrder(deps, { orderId: order.id, move: request, actor: STAFF });
    if (!outcome.ok) throw new Error(outcome.message);
  };
  await move({ type: 'CONFIRM_COD' });
  await move({ type: 'PACK' });
  let phones = 0;
  const tokenOf = async (role: StaffRole | null) => {
    phones += 1;
    const phone = `+91980000${String(phones).padStart(4, '0')}`;
    const { user } = await test.storage.repos.users.insert({
      ...newUser(deps.ids.uuid(), phone, test.clock.now()),
      authProvider: null,
    });
    if (role) await test.storage.repos.staff.assign({ userId: user.id, role, at: 0, by: null });
    return { userId: user.id, token: (await startSession(deps, user, test.clock.now())).idToken };
  };
  const admin = async <T = Record<string, unknown>>(
    token: string | null,
    query: string,
    variables: Record<string, unknown> = {},
  ) => {
    const answer = await backend.admin({
      body: JSON.stringify({ query, variables }),
      headers: new Headers({
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      }),
      requestId: deps.ids.uuid(),
    });
    return { status: answer.status, body: answer.body as GraphqlBody<T> };
  };
  /** The storefront's GraphQL, as the order's guest shopper would call it (with its access key). */
  const storefront = async <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ) => {
    const answer = await backend.graphql({
      body: JSON.stringify({ query, variables }),
      headers: new Headers({
        'content-type': 'application/json',
        'x-api-key': deps.settings.apiKey,
      }),
      requestId: deps.ids.uuid(),
    });
    return answer.body as GraphqlBody<T>;
  };
  return { ...test, deps, order, accessKey, move, tokenOf, admin, storefront };
}

export const refusal = (body: GraphqlBody<unknown>) => ({
  code: body.errors?.[0]?.extensions?.['code'],
  message: body.errors?.[0]?.message,
});
