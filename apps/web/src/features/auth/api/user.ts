import { gqlRequest } from '@/lib/graphql/client';
import { graphql, type VariablesOf } from '@/lib/graphql/graphql';
import { UserSchema } from '@/lib/schemas/user';

const UserFields = graphql(`
  fragment UserFields on User {
    id
    firstName
    lastName
    email
    phone
    gender
    dob
    totalOrders
    isActive
    authProvider
    isAdmin
    profilePhotoUrl
    emailVerified
    phoneVerified
    isCognitoConfirmed
    createdAt
    totalRewards
  }
`);

const GetUserDocument = graphql(
  `
    query getUser {
      getUser {
        ...UserFields
      }
    }
  `,
  [UserFields],
);

const UpdateUserDocument = graphql(
  `
    mutation updateUser($input: UpdateUserInput!) {
      updateUser(input: $input) {
        ...UserFields
      }
    }
  `,
  [UserFields],
);

export type UpdateUserInput = VariablesOf<typeof UpdateUserDocument>['input'];

/** The signed-in user's profile (user-pool authorised). */
export async function fetchUser() {
  const data = await gqlRequest(GetUserDocument, {});
  return UserSchema.parse(data.getUser);
}

/** Saves profile fields (absent fields are kept, null clears) and answers the whole profile. */
export async function updateUser(input: UpdateUserInput) {
  const data = await gqlRequest(UpdateUserDocument, { input });
  return UserSchema.parse(data.updateUser);
}
