import { queryOptions } from '@tanstack/react-query';
import type { VariablesOf } from '@/lib/graphql/graphql';
import { gqlRequest } from '@/lib/graphql/client';
import { UserAddressPageSchema, UserAddressSchema, type UserAddress } from '@/lib/schemas/address';
import {
  CreateUserAddressDocument,
  DeleteUserAddressDocument,
  SearchUserAddressesDocument,
  UpdateUserAddressDocument,
} from './documents';

export type CreateUserAddressInput = VariablesOf<typeof CreateUserAddressDocument>['input'];
export type UpdateUserAddressInput = VariablesOf<typeof UpdateUserAddressDocument>['input'];

/** Query keys of the signed-in user's address book, per user. */
export const addressKeys = {
  all: ['user-addresses'] as const,
  list: (userId: string) => [...addressKeys.all, userId] as const,
};

/** Most addresses the mock/server keeps per user; one page holds them all. */
const PAGE_LIMIT = 100;

/** The signed-in user's saved addresses, newest first (searchUserAddresses). */
export const userAddressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: addressKeys.list(userId),
    queryFn: async ({ signal }): Promise<UserAddress[]> => {
      const data = await gqlRequest(SearchUserAddressesDocument, { limit: PAGE_LIMIT }, { signal });
      return UserAddressPageSchema.parse(data.searchUserAddresses).items;
    },
  });

export async function createUserAddress(input: CreateUserAddressInput): Promise<UserAddress> {
  const data = await gqlRequest(CreateUserAddressDocument, { input });
  return UserAddressSchema.parse(data.createUserAddress);
}

export async function updateUserAddress(input: UpdateUserAddressInput): Promise<UserAddress> {
  const data = await gqlRequest(UpdateUserAddressDocument, { input });
  return UserAddressSchema.parse(data.updateUserAddress);
}

export async function deleteUserAddress(id: string): Promise<UserAddress> {
  const data = await gqlRequest(DeleteUserAddressDocument, { input: { id } });
  return UserAddressSchema.parse(data.deleteUserAddress);
}
