import { addressRecord, assertRoomForAddress, ownAddress } from '../lib/addresses.js';
import { paginate } from '../lib/query/paginate.js';
import type { MockDomain } from '../lib/resolvers.js';

const keep = <T>(value: T | null | undefined, fallback: T): T => value ?? fallback;

/** searchUserAddresses and create/update/deleteUserAddress: the signed-in user's address book. */
export const addressesDomain: MockDomain = {
  resolvers: {
    Query: {
      searchUserAddresses: (_, { filter, limit, nextToken }, context) => {
        const user = context.requireUser();
        const items = context.state.addresses
          .values()
          .filter((a) => a.userID === user.id && (!filter?.pinCode || a.pinCode === filter.pinCode))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        return paginate(items, { limit, nextToken });
      },
    },
    Mutation: {
      createUserAddress: (_, { input }, context) => {
        const user = context.requireUser();
        assertRoomForAddress(context, user.id);
        const address = addressRecord(context, user.id, input);
        return context.state.addresses.set(address.id, address);
      },
      updateUserAddress: (_, { input }, context) => {
        const user = context.requireUser();
        const current = ownAddress(context, user.id, input.id);
        const merged = {
          name: keep(input.name, current.name),
          phone: keep(input.phone, current.phone),
          email: input.email === undefined ? current.email : input.email,
          country: keep(input.country, current.country),
          state: input.state === undefined ? current.state : input.state,
          city: keep(input.city, current.city),
          pinCode: keep(input.pinCode, current.pinCode),
          landmark: input.landmark === undefined ? current.landmark : input.landmark,
          address: keep(input.address, current.address),
          location: input.location === undefined ? current.location : input.location,
          area: input.area === undefined ? current.area : input.area,
        };
        const address = addressRecord(context, user.id, merged, current);
        return context.state.addresses.set(address.id, address);
      },
      deleteUserAddress: (_, { input }, context) => {
        const user = context.requireUser();
        const address = ownAddress(context, user.id, input.id);
        context.state.addresses.delete(address.id);
        return address;
      },
    },
  },
  handlers: (operations) => [
    operations.query('searchUserAddresses'),
    operations.mutation('createUserAddress'),
    operations.mutation('updateUserAddress'),
    operations.mutation('deleteUserAddress'),
  ],
};
