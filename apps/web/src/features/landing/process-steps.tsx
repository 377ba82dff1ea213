const steps = [
  {
    title: 'Envía tu solicitud',
    text: 'Completa el formulario con tu cédula y el monto que necesitas. Tus datos de afiliado se llenan solos.',
  },
  {
    title: 'Espera la aprobación',
    text: 'Revisamos tu solicitud y te enviamos la respuesta por correo electrónico.',
  },
  {
    title: 'Ingresa a la plataforma',
    text: 'Inicia sesión para ver tu préstamo, tus cuotas y registrar tus pagos.',
  },
];

/** Spec: the 3-step process (send the request, wait for approval by e-mail, enter the platform). */
export function ProcessSteps() {
  return (
    <section className="landing-section" aria-labelledby="pasos-title">
      <div className="landing-container">
        <h2 id="pasos-title" className="landing-section-title">
          ¿Cómo funciona?
        </h2>
        <ol className="landing-steps">
          {steps.map((step, i) => (
            <li key={step.title} className="landing-step">
              <span className="landing-step-number" aria-hidden>
                {i + 1}
              </span>
              <h3 className="landing-step-title">{step.title}</h3>
              <p className="landing-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
