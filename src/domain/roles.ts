// Role flags (spec §6), derived in one place for the header, boards and admin.
import type { Role } from './types';

export interface RoleFlags {
  isLoggedIn: boolean;
  isContributor: boolean;
  isFranchisee: boolean;
  isAdmin: boolean;
}

export function roleFlags(role: Role | null | undefined, isLoggedIn = role != null): RoleFlags {
  return {
    isLoggedIn,
    isContributor: role === 'Contributor' || role === 'Franchisee' || role === 'Admin',
    isFranchisee: role === 'Franchisee' || role === 'Admin',
    isAdmin: role === 'Admin',
  };
}
