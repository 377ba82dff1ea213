import { IconEye } from '@tabler/icons-react';
import { paths } from '../../app/paths';
import { AppLink } from '../../lib/navigation';
import classes from './login-form-preview.module.css';
import { HydratedFieldset } from '../../components/hydrated-fieldset';

interface PreviewProps {
  /** The visitor reached for the form (hover, touch, focus, typing): load the real one. */
  onIntent: () => void;
  /** Submitted before the real form arrived. */
  onEarlySubmit: () => void;
  busy: boolean;
}

/**
 * The login form as plain markup, for the landing's first paint. It carries no validation or
 * submit code; LoginForm (react-hook-form, the shared zod schema, Mantine inputs) replaces it on intent.
 */
export function LoginFormPreview({ onIntent, onEarlySubmit, busy }: PreviewProps) {
  return (
    <form
      className={classes.form}
      noValidate
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
      onSubmit={(event) => {
        event.preventDefault();
        onEarlySubmit();
      }}
    >
      <HydratedFieldset>
        <h2 className={classes.title}>Iniciar sesión</h2>
        <div>
          <label className={classes.label} htmlFor="preview-email">
            Email
          </label>
          <input
            id="preview-email"
            className={classes.input}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
          />
        </div>
        <div>
          <label className={classes.label} htmlFor="preview-password">
            Contraseña
          </label>
          <div className={classes.control}>
            <input
              id="preview-password"
              className={`${classes.input} ${classes.withIcon}`}
              name="password"
              type="password"
              autoComplete="current-password"
            />
            <span className={classes.eye} aria-hidden>
              <IconEye size={18} />
            </span>
          </div>
        </div>
        <button type="submit" className={classes.button} disabled={busy}>
          Iniciar sesión
        </button>
        <AppLink className={classes.link} to={paths.forgotPassword}>
          ¿Has olvidado tu contraseña?
        </AppLink>
      </HydratedFieldset>
    </form>
  );
}
