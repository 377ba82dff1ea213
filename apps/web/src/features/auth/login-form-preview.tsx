import { IconEye } from '@tabler/icons-react';
import { paths } from '../../app/paths';
import { AppLink } from '../../lib/navigation';
import { HydratedFieldset } from '../../components/hydrated-fieldset';

/**
 * The login form as plain markup, rendered at build time into the landing. It carries no code: the
 * landing's start script enables it and, when the visitor reaches for it, puts LoginForm (react-hook-form,
 * the shared zod schema, Mantine inputs) in its place (features/landing/stand-in-form.ts).
 */
export function LoginFormPreview() {
  return (
    <form className="stand-in-form" noValidate>
      <HydratedFieldset>
        <h2 className="login-preview-title">Iniciar sesión</h2>
        <div>
          <label className="login-preview-label" htmlFor="preview-email">
            Email
          </label>
          <input
            id="preview-email"
            className="stand-in-input"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
          />
        </div>
        <div>
          <label className="login-preview-label" htmlFor="preview-password">
            Contraseña
          </label>
          <div className="login-preview-control">
            <input
              id="preview-password"
              className="stand-in-input login-preview-with-icon"
              name="password"
              type="password"
              autoComplete="current-password"
            />
            <span className="login-preview-eye" aria-hidden>
              <IconEye size={18} />
            </span>
          </div>
        </div>
        <button type="submit" className="stand-in-button">
          Iniciar sesión
        </button>
        <AppLink className="login-preview-link" to={paths.forgotPassword}>
          ¿Has olvidado tu contraseña?
        </AppLink>
      </HydratedFieldset>
    </form>
  );
}
