import { useMutation } from '@tanstack/react-query';
import { useUserStore } from '@/stores/userStore';
import { updateUser } from '../api/user';

/** Saves profile fields with updateUser; the answer replaces the profile in the user store. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => useUserStore.getState().set(user),
  });
}
