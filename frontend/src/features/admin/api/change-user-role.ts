import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AdminUserDto } from '@draftmode/domain';
import type { UserRole } from './admin-types';
import { ADMIN_USERS_KEY } from './list-users';

/** PATCH /admin/users/:id/role : promote or demote someone else (the server refuses your own). */
function changeUserRole(userId: string, role: UserRole): Promise<AdminUserDto> {
  return api<AdminUserDto>(`/admin/users/${encodeURIComponent(userId)}/role`, { method: 'PATCH', body: { role } });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: UserRole }) => changeUserRole(userId, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
