import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NewTabHint } from './new-tab-hint.tsx';

type ButtonLinkProps = Omit<ButtonProps, 'asChild'> & { to: string; children: ReactNode; external?: boolean };

/**
 * A link that looks like a button: internal routes via the router, others as plain links; web
 * addresses open in a new tab and say so to screen readers. Chakra's Button gives its element
 * `type="button"`, which a link must never carry (invalid HTML: a link's `type` is the MIME type
 * of what it points to), so `type` is taken off again.
 */
export function ButtonLink({ to, children, external, ...buttonProps }: ButtonLinkProps) {
  const newTab = to.startsWith('http');
  return (
    <Button asChild {...buttonProps} type={undefined}>
      {external || /^(https?:|tel:|mailto:)/.test(to) ? (
        <a href={to} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
          {newTab && <NewTabHint />}
        </a>
      ) : (
        <RouterLink to={to}>{children}</RouterLink>
      )}
    </Button>
  );
}
