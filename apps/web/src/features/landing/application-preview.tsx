import { applicationSections, applicationTexts } from '../credit-requests';
import classes from './application-preview.module.css';
import { HydratedFieldset } from '../../components/hydrated-fieldset';

interface PreviewProps {
  /** The visitor reached for the form (touch, focus, typing): load the real one now. */
  onIntent: () => void;
  /** Submitted before the real form arrived. */
  onEarlySubmit: () => void;
  busy: boolean;
}

/**
 * The application form as plain markup, for the landing's first paint: no validation, lookup or
 * submit code. The real form (react-hook-form, the shared schema, Mantine inputs) replaces it.
 */
export function ApplicationPreview({ onIntent, onEarlySubmit, busy }: PreviewProps) {
  return (
    <form
      className={classes.form}
      noValidate
      aria-label="Solicitud de crédito"
      onPointerDown={onIntent}
      onFocus={onIntent}
      onSubmit={(event) => {
        event.preventDefault();
        onEarlySubmit();
      }}
    >
      <HydratedFieldset>
        <div>
          <label className={classes.label} htmlFor="apply-preview-dni">
            {applicationTexts.dni}
          </label>
          <span className={classes.hint}>{applicationTexts.dniHint}</span>
          <input
            id="apply-preview-dni"
            className={classes.input}
            name="dni"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
          />
        </div>
        {applicationSections.map((section) => (
          <div key={section.title} className={classes.group}>
            <h3 className={classes.groupTitle}>{section.title}</h3>
            <div className={classes.grid}>
              {section.fields.map(({ name, label }) => (
                <div key={name}>
                  <label className={classes.label} htmlFor={`apply-preview-${name}`}>
                    {label}
                  </label>
                  <input
                    id={`apply-preview-${name}`}
                    className={`${classes.input} ${classes.filled}`}
                    readOnly
                    tabIndex={-1}
                  />
                </div>
              ))}
            </div>
          </div>
        ))}
        <div>
          <label className={classes.label} htmlFor="apply-preview-amount">
            {applicationTexts.amount}
          </label>
          <input
            id="apply-preview-amount"
            className={classes.input}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <button type="submit" className={classes.button} disabled={busy}>
          {applicationTexts.submit}
        </button>
      </HydratedFieldset>
    </form>
  );
}
