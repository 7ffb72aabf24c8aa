import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { selectIsSignedIn, useUserStore } from '@/stores/userStore';
import {
  addressKeys,
  createUserAddress,
  deleteUserAddress,
  updateUserAddress,
  userAddressesQueryOptions,
} from '../api/userAddresses';

/** The signed-in user's saved addresses; idle (no request) while signed out. */
export function useUserAddresses() {
  const userId = useUserStore((state) => state.data?.id ?? null);
  const signedIn = useUserStore(selectIsSignedIn);
  return useQuery({
    ...userAddressesQueryOptions(userId ?? ''),
    enabled: signedIn && userId !== null,
  });
}

/** Keeps the address list fresh after any change to it. */
function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
}

/**
 * Saves a new address (createUserAddress). Errors (INVALID_ADDRESS with per-field messages, the
 * 20-address limit) reject the mutation for the caller to show; see `addressErrorsFrom`.
 */
export function useCreateUserAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: createUserAddress, onSuccess: invalidate });
}

/** Changes a saved address (updateUserAddress); absent fields are kept. */
export function useUpdateUserAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: updateUserAddress, onSuccess: invalidate });
}

/** Deletes a saved address by id (deleteUserAddress). */
export function useDeleteUserAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: deleteUserAddress, onSuccess: invalidate });
}
