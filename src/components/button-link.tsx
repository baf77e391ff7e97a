import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'asChild'> & { to: string; children: ReactNode; external?: boolean };

/** A link that looks like a button: internal routes via the router, external ones in a new tab. */
export function ButtonLink({ to, children, external, ...buttonProps }: ButtonLinkProps) {
  return (
    <Button asChild {...buttonProps}>
      {external || /^(https?:|tel:|mailto:)/.test(to) ? (
        <a href={to} {...(to.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      ) : (
        <RouterLink to={to}>{children}</RouterLink>
      )}
    </Button>
  );
}
