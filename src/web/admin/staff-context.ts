import { createContext, useContext } from 'react';
import type { UserInfo } from '../../domain/identity';

export const StaffContext = createContext<UserInfo | null>(null);

/** The signed-in staff member, for the pages inside the backoffice frame. */
export function useStaff(): UserInfo {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the backoffice');
  return staff;
}
