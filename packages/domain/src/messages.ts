/** Texts a user reads, verbatim from the product spec (sections 5 and 8) and our own server errors. */
export const messages = {
  required: 'Requerido',
  requiredDot: 'Requerido.',
  invalidEmail: 'Correo electrónico inválido',
  min8: 'El mínimo de caracteres es de 8',
  min3: 'El mínimo de caracteres es de 3',
  max30: 'El máximo de caracteres es de 30',
  badFormat: 'Formato incorrecto.',
  onlyPositive: 'Solo cifras positivas.',
  onlyPositiveNoDot: 'Solo cifras positivas',
  strongPassword:
    'La contraseña debe contener al menos 8 caracteres, una mayúscula, un número y un carácter de caso especial',

  // Toasts
  loginOk: 'Inicio de sesión exitoso.',
  genericError: 'Hubo un error.',
  genericErrorNoDot: 'Hubo un error',
  tryLater: 'Intente luego',
  rateRegistered: 'Tasa registrada.',
  emptyList: 'No hay datos para mostrar.',
  notFoundPage: 'Página no encontrada',

  // Server errors (ours: the spec leaves them to the server)
  badCredentials: 'Correo o contraseña incorrectos.',
  notAuthenticated: 'Debe iniciar sesión.',
  sessionExpired: 'La sesión expiró o no es válida. Inicie sesión de nuevo.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  routeNotFound: 'Recurso no encontrado.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  unsupportedMediaType: 'Tipo de contenido no soportado. Envíe JSON.',
  bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande.',
  invalidData: 'Datos inválidos.',
  tooManyRequests: 'Demasiados intentos. Intente de nuevo más tarde.',
  internalError: 'Ocurrió un error inesperado. Intente luego.',
  noRateYet: 'Aún no hay una tasa registrada.',
  invalidRefresh: 'La sesión expiró o no es válida. Inicie sesión de nuevo.',
  loggedOut: 'Sesión cerrada.',
  databaseUnavailable: 'La base de datos no está disponible.',
} as const;
