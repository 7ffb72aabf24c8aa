import type { Domain } from '../graphql/domain.js';
import { apiPage, pageRequest } from '../paging/page-args.js';
import { addAddress, changeAddress, removeAddress } from './address-book.js';
import { apiAddress } from './api-address.js';

/**
 * searchUserAddresses and create/update/deleteUserAddress: the signed-in user's address book.
 *
 * @example
 * const backend = createStorefrontBackend(deps, [addressesDomain, …]);
 */
export const addressesDomain: Domain = {
  resolvers: {
    Query: {
      searchUserAddresses: async (_, { filter, limit, nextToken }, context) => {
        const user = await context.requireUser();
        const request = pageRequest({ limit, nextToken });
        const pinCode = filter?.pinCode ? filter.pinCode : undefined;
        const all = await context.deps.storage.repos.addresses.list(user.id, { pinCode });
        const end = request.offset + request.limit;
        const page = { items: all.slice(request.offset, end), total: all.length };
        return apiPage(page, request, apiAddress);
      },
    },
    Mutation: {
      createUserAddress: async (_, { input }, context) => {
        const user = await context.requireUser();
        return apiAddress(await addAddress(context.deps, user.id, input, context.now));
      },
      updateUserAddress: async (_, { input }, context) => {
        const user = await context.requireUser();
        return apiAddress(await changeAddress(context.deps, user.id, input, context.now));
      },
      deleteUserAddress: async (_, { input }, context) => {
        const user = await context.requireUser();
        return apiAddress(await removeAddress(context.deps, user.id, input.id));
      },
    },
  },
};
