import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface SmartLinkProps {
  to: string | null | undefined;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  'aria-label'?: string;
}

const isExternal = (to: string) => /^(https?:)?\/\//i.test(to) || /^(mailto|tel):/i.test(to);

/**
 * A link from store data (menus, banners, announcements, footer). Links to '#' (or empty) do not
 * navigate (spec 2) and render as text; external addresses open in a new tab; everything else is a router link.
 */
export function SmartLink({ to, children, className, onClick, ...rest }: SmartLinkProps) {
  // A '#' link goes nowhere (spec 2): it is shown as plain text, so it cannot navigate or jump.
  if (!to || to === '#') return <span className={className}>{children}</span>;
  if (isExternal(to)) {
    return (
      <a
        href={to}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        {...rest}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
