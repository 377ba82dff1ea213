import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './form-card.module.css';

/**
 * A form in a card at most 600px wide (spec), with its title and an optional link back to the list.
 * Plain markup with Mantine's variables: the carrier's form pages load it on first visit.
 */
export function FormCard({
  title,
  backTo,
  children,
}: {
  title: string;
  backTo?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.root}>
      {backTo && (
        <Link to={backTo} className={`${classes.back} mantine-focus-auto`}>
          <IconArrowLeft size={16} aria-hidden />
          Volver
        </Link>
      )}
      <div className={classes.card}>
        <h2 className={classes.title}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
