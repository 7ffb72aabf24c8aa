import type { Domain } from '../graphql/domain.js';
import { apiUser } from './api-user.js';
import { profileChanges } from './profile-changes.js';

/**
 * getUser (also sent as GetUser) and updateUser: the signed-in user's profile.
 *
 * @example
 * const backend = createStorefrontBackend(deps, [usersDomain, …]);
 */
export const usersDomain: Domain = {
  resolvers: {
    Query: {
      getUser: async (_, __, context) => apiUser(await context.requireUser()),
    },
    Mutation: {
      updateUser: async (_, { input }, context) => {
        const user = await context.requireUser();
        const changes = profileChanges(user, input, context.now);
        const updated = await context.deps.storage.repos.users.update(user.id, changes);
        if (!updated) throw new Error(`User ${user.id} vanished during updateUser`);
        return apiUser(updated);
      },
    },
  },
};
