// Links between the resource widgets and the product's resource pages: a real address (the
// product's origin plus the page's route, docs/product.md, "Pages"), so it opens in a new tab too;
// a host app that routes on its own passes `onNavigate`, and a plain left click goes through it.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $coreConfig } from '@savdo/core';

/** The product's resource routes (host-app's page table has the same paths). */
export const resourcePaths = {
  center: () => '/resource-center',
  resource: (resourceId: number) => `/resource-center/${resourceId}`,
};

/** A host's router: called with a path of the product (`/resource-center/3`). */
export type ResourceNavigate = (path: string) => void;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface ResourceLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  onNavigate?: ResourceNavigate;
  children: ReactNode;
}

/** A plain `<a>` (no styled wrapper: card lists style it by class). */
export function ResourceLink({ to, onNavigate, onClick, children, ...rest }: ResourceLinkProps) {
  const { apiBase } = useStore($coreConfig);
  return (
    <a
      {...rest}
      href={`${apiBase}${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
}
