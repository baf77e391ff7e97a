import { Box, chakra, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EditableText } from '../../components/editable-text.tsx';
import { focusRingOnDark } from './focus-styles.ts';
import type { LayoutLink } from './layout-links.ts';

const FooterLink = chakra(RouterLink);

/** Shared look of the footer's column headings. */
export const footerHeadingStyle = {
  as: 'h2',
  fontSize: 'sm',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  lineHeight: '1.4',
  color: 'white',
  mb: '4',
} as const;

export const footerLinkStyle = {
  color: 'gray.200',
  rounded: 'sm',
  _hover: { color: 'white', textDecoration: 'underline' },
  _focusVisible: focusRingOnDark,
} as const;

/** A footer column: a heading and its links, as a navigation landmark named by the heading. */
export function FooterLinkList({ headingKey, links }: { headingKey: string; links: readonly LayoutLink[] }) {
  const headingId = useId();
  return (
    <Box as="nav" aria-labelledby={headingId}>
      <Heading id={headingId} {...footerHeadingStyle}>
        <EditableText ns="layout" k={headingKey} />
      </Heading>
      <chakra.ul listStyleType="none" display="grid" gap="2.5">
        {links.map((link) => (
          <li key={link.key}>
            <FooterLink to={link.to} {...footerLinkStyle}>
              <EditableText ns="layout" k={link.key} />
            </FooterLink>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
