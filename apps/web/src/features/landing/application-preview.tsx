import { applicationSections, applicationTexts } from '../credit-requests';
import { HydratedFieldset } from '../../components/hydrated-fieldset';

/**
 * The application form as plain markup, rendered at build time into the landing: no validation, lookup
 * or submit code. The landing's start script enables it and puts the real form (react-hook-form, the
 * shared schema, Mantine inputs) in its place when it nears the screen (stand-in-form.ts).
 */
export function ApplicationPreview() {
  return (
    <form className="stand-in-form" noValidate aria-label="Solicitud de crédito">
      <HydratedFieldset>
        <div>
          <label className="apply-preview-label" htmlFor="apply-preview-dni">
            {applicationTexts.dni}
          </label>
          <span className="apply-preview-hint">{applicationTexts.dniHint}</span>
          <input
            id="apply-preview-dni"
            className="stand-in-input"
            name="dni"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
          />
        </div>
        {applicationSections.map((section) => (
          <div key={section.title} className="apply-preview-group">
            <h3 className="apply-preview-group-title">{section.title}</h3>
            <div className="apply-preview-grid">
              {section.fields.map(({ name, label }) => (
                <div key={name}>
                  <label className="apply-preview-label" htmlFor={`apply-preview-${name}`}>
                    {label}
                  </label>
                  <input
                    id={`apply-preview-${name}`}
                    className="stand-in-input apply-preview-filled"
                    readOnly
                    tabIndex={-1}
                  />
                </div>
              ))}
            </div>
          </div>
        ))}
        <div>
          <label className="apply-preview-label" htmlFor="apply-preview-amount">
            {applicationTexts.amount}
          </label>
          <input
            id="apply-preview-amount"
            className="stand-in-input"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <button type="submit" className="stand-in-button">
          {applicationTexts.submit}
        </button>
      </HydratedFieldset>
    </form>
  );
}
