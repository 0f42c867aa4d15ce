import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCanAccess } from 'ra-core';

/**
 * The route guard of SPEC §2 through `canAccess` (DESIGN "Routes and the guard"):
 * not allowed → `/403`.
 */
export function RequireAccess({
  resource,
  action,
  children,
  fallback = null,
}: {
  resource: string;
  action: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return <>{fallback}</>;
  if (!canAccess) return <Navigate to="/403" replace />;
  return <>{children}</>;
}
