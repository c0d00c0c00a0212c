import type { catalogue as en } from '../en/catalogue';

type Texts<T> = { [Group in keyof T]: { [Name in keyof T[Group]]: string } };

/** Spanish texts of the error catalogue; the English ones stay the spec's. */
export const catalogue: Texts<typeof en> = {
  register: {
    invalidEmail: 'Introduce una dirección de correo válida.',
    weakPassword: 'La contraseña debe tener al menos 6 caracteres.',
    wrongPassword: 'Contraseña incorrecta. Inténtalo de nuevo o usa «¿Olvidaste tu contraseña?».',
    userNotFound: 'No hay ninguna cuenta con este correo. Comprueba tu dirección de correo.',
    otherCredential:
      'Ya existe una cuenta con este correo que usa otro método de acceso. Prueba a iniciar sesión con Google.',
    authFailed: 'No se pudo iniciar sesión',
    postAuthFailed: 'No se pudo completar el registro. Inténtalo de nuevo.',
    accountSetupFailed: 'No se pudo preparar tu cuenta. Inténtalo de nuevo.',
    googleRedirectFailed: 'No se pudo iniciar sesión con Google. Inténtalo de nuevo.',
    googlePopupBlocked: 'Permite las ventanas emergentes en este sitio para iniciar sesión con Google',
    signInCancelled: 'Inicio de sesión cancelado. Inténtalo de nuevo.',
    googleNotConfigured: 'El inicio de sesión con Google no está configurado en este servidor.',
    tooManyAttempts: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    tooManyEmails: 'Ya hemos enviado varios correos a esta dirección. Espera una hora e inténtalo de nuevo.',
  },
  reset: {
    emptyEmail: 'Introduce primero tu dirección de correo',
    sent: '¡Te hemos enviado el correo para restablecer la contraseña! Revisa tu bandeja de entrada.',
    failed: 'No se pudo enviar el correo de restablecimiento',
    notFound: 'No hay ninguna cuenta con esta dirección de correo',
    invalidEmail: 'Introduce una dirección de correo válida',
  },
  payment: {
    loginRequired: 'Inicia sesión para suscribirte',
    noCustomer:
      'No se encontró tu identificador de cliente de pago. Cierra sesión, vuelve a entrar e inténtalo de nuevo.',
    noCheckoutUrl: 'El servidor no envió la dirección del pago',
    checkoutFailed: 'No se pudo iniciar el pago. Inténtalo de nuevo.',
  },
  other: {
    connectionFailed: 'Falló la conexión. Inténtalo de nuevo.',
    translationFailed: 'La traducción falló. Inténtalo más tarde.',
    vocabularyNotFound: 'No se encontró la palabra',
    allCaughtUp: '¡Todo al día!',
    noOfflineVocabulary: 'No hay vocabulario disponible sin conexión',
    signInRequired: 'Inicia sesión para continuar.',
  },
};
