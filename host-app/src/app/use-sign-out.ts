// Sign out and land on /auth: the user menu, the ban page and the inactive-account notice.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '@savdo/core';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate('/auth', { replace: true });
  }, [navigate]);
}
