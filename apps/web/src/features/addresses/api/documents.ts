import { graphql } from '@/lib/graphql/graphql';

export const UserAddressFields = graphql(`
  fragment UserAddressFields on UserAddress {
    id
    userID
    name
    phone
    email
    country
    state
    city
    pinCode
    landmark
    address
    location
    area
    createdAt
    updatedAt
  }
`);

export const SearchUserAddressesDocument = graphql(
  `
    query searchUserAddresses($filter: SearchUserAddressesFilter, $limit: Int, $nextToken: String) {
      searchUserAddresses(filter: $filter, limit: $limit, nextToken: $nextToken) {
        items {
          ...UserAddressFields
        }
        nextToken
        total
      }
    }
  `,
  [UserAddressFields],
);

export const CreateUserAddressDocument = graphql(
  `
    mutation createUserAddress($input: CreateUserAddressInput!) {
      createUserAddress(input: $input) {
        ...UserAddressFields
      }
    }
  `,
  [UserAddressFields],
);

export const UpdateUserAddressDocument = graphql(
  `
    mutation updateUserAddress($input: UpdateUserAddressInput!) {
      updateUserAddress(input: $input) {
        ...UserAddressFields
      }
    }
  `,
  [UserAddressFields],
);

export const DeleteUserAddressDocument = graphql(
  `
    mutation deleteUserAddress($input: DeleteUserAddressInput!) {
      deleteUserAddress(input: $input) {
        ...UserAddressFields
      }
    }
  `,
  [UserAddressFields],
);
