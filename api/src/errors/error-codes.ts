/**
 * Every error the API can answer with, and the one place that gives each its HTTP status and its
 * Dutch message. Controllers and services throw {@link AppException} with a code; the envelope
 * filter (`src/http/envelope.filter.ts`) turns any error into `{sfRequest: 'error', error}`.
 */
export enum ErrorCode {
  /** A request the server cannot use, without a more precise code. */
  BadRequest = 'badRequest',
  /** The JSON body does not parse. */
  InvalidJson = 'invalidJson',
  /** `Content-Type: application/json` with an empty body. */
  EmptyBody = 'emptyBody',
  /** The body parses but breaks the action's schema; the detail names the field. */
  InvalidInput = 'invalidInput',
  Forbidden = 'forbidden',
  /** A guarded call without a (valid) session cookie. */
  NotLoggedIn = 'notLoggedIn',
  /** A guarded call by a user who has not opened the activation link yet. */
  AccountPending = 'accountPending',
  /** No `/nl/ajax/…` action answers this method and path. */
  UnknownAction = 'unknownAction',
  NotFound = 'notFound',
  MethodNotAllowed = 'methodNotAllowed',
  BodyTooLarge = 'bodyTooLarge',
  UnsupportedMediaType = 'unsupportedMediaType',
  /** A body with a `Content-Encoding` other than gzip (or identity). */
  UnsupportedContentEncoding = 'unsupportedContentEncoding',
  /** A body said to be gzip that does not inflate. */
  InvalidCompressedBody = 'invalidCompressedBody',
  TooManyRequests = 'tooManyRequests',
  TooManyErrorReports = 'tooManyErrorReports',
  /** Too many failed logins for the account, or from the client's network. */
  TooManyLoginAttempts = 'tooManyLoginAttempts',
  TooManyRegistrations = 'tooManyRegistrations',
  TooManyActivationMails = 'tooManyActivationMails',
  /** Too many password-reset mails asked for the address, or from the client's network. */
  TooManyPasswordResets = 'tooManyPasswordResets',
  /** A new password that is on the list of common passwords (`common-passwords.ts`). */
  CommonPassword = 'commonPassword',
  DatabaseUnavailable = 'databaseUnavailable',
  /** Grid rows that do not decode to the chart's size (spec §5: exactly "Invalid grid rows"). */
  InvalidGridRows = 'invalidGridRows',
  /** A chart larger than the user's tier allows. */
  ChartTooLarge = 'chartTooLarge',
  /** A palette with more styles than the user's tier allows. */
  TooManyStyles = 'tooManyStyles',
  /** A cell, line or stitch using a style id that is not in the palette. */
  UnknownStyle = 'unknownStyle',
  /** A custom line or part stitch outside the grid. */
  OutsideGrid = 'outsideGrid',
  /** A folder id that is not one of the user's folders. */
  FolderNotFound = 'folderNotFound',
  /** A folder name the user has already. */
  FolderTitleTaken = 'folderTitleTaken',
  /** More folders than a user may have. */
  TooManyFolders = 'tooManyFolders',
  /** Sharing a chart with the owner's own address. */
  ShareWithSelf = 'shareWithSelf',
  /** A chart thumbnail that does not exist or may not be seen (404, so it tells nothing). */
  ImageNotFound = 'imageNotFound',
  /** Storing this would take the user beyond the storage quota of their tier (a progress save). */
  StorageFull = 'storageFull',
  /** A brand the catalogue has no palette of. */
  BrandNotFound = 'brandNotFound',
  /** A product id the catalogue does not have. */
  ProductNotFound = 'productNotFound',
  /** A payment that does not exist or is not the caller's (404, so it tells nothing). */
  PaymentNotFound = 'paymentNotFound',
  NotificationNotFound = 'notificationNotFound',
  /** The payment provider could not be reached or refused the payment. */
  PaymentProviderUnavailable = 'paymentProviderUnavailable',
  /** The user's data export asked for while their previous one is still being made. */
  ExportBusy = 'exportBusy',
  /** The password typed to confirm deleting the account is wrong. */
  WrongPassword = 'wrongPassword',
  /** Anything unexpected: logged with its stack, answered with a generic message. */
  Internal = 'internal',
}

export interface ErrorDefinition {
  readonly status: number;
  readonly message: string;
}

export const errorCatalogue: Readonly<Record<ErrorCode, ErrorDefinition>> = {
  [ErrorCode.BadRequest]: { status: 400, message: 'Ongeldig verzoek.' },
  [ErrorCode.InvalidJson]: { status: 400, message: 'De gegevens zijn geen geldige JSON.' },
  [ErrorCode.EmptyBody]: { status: 400, message: 'Het verzoek bevat geen gegevens.' },
  [ErrorCode.InvalidInput]: { status: 400, message: 'Ongeldige invoer.' },
  [ErrorCode.Forbidden]: { status: 403, message: 'Geen toegang.' },
  [ErrorCode.NotLoggedIn]: { status: 403, message: 'Je bent niet ingelogd.' },
  [ErrorCode.AccountPending]: { status: 403, message: 'Activeer eerst je account.' },
  [ErrorCode.UnknownAction]: { status: 404, message: 'Onbekende actie.' },
  [ErrorCode.NotFound]: { status: 404, message: 'Niet gevonden.' },
  [ErrorCode.MethodNotAllowed]: { status: 405, message: 'Deze methode is hier niet toegestaan.' },
  [ErrorCode.BodyTooLarge]: { status: 413, message: 'Het verzoek is te groot.' },
  [ErrorCode.UnsupportedMediaType]: {
    status: 415,
    message: 'Dit soort gegevens wordt niet ondersteund; stuur JSON.',
  },
  [ErrorCode.UnsupportedContentEncoding]: {
    status: 415,
    message: 'Deze compressie wordt niet ondersteund; stuur de gegevens met gzip of zonder compressie.',
  },
  [ErrorCode.InvalidCompressedBody]: {
    status: 400,
    message: 'De gecomprimeerde gegevens zijn beschadigd (geen geldige gzip).',
  },
  [ErrorCode.TooManyRequests]: {
    status: 429,
    message: 'Te veel verzoeken, probeer het later opnieuw.',
  },
  [ErrorCode.TooManyErrorReports]: {
    status: 429,
    message: 'Te veel foutmeldingen, probeer het later opnieuw.',
  },
  [ErrorCode.TooManyLoginAttempts]: {
    status: 429,
    message: 'Te veel mislukte inlogpogingen. Wacht een kwartier en probeer het dan opnieuw.',
  },
  [ErrorCode.TooManyRegistrations]: {
    status: 429,
    message: 'Te veel aanmeldingen vanaf dit adres. Probeer het over een uur opnieuw.',
  },
  [ErrorCode.TooManyActivationMails]: {
    status: 429,
    message:
      'Je hebt net al activeringsmails gekregen. Kijk ook in je spam, of probeer het over een uur opnieuw.',
  },
  [ErrorCode.TooManyPasswordResets]: {
    status: 429,
    message:
      'Je hebt net al een link aangevraagd. Kijk ook in je spam, of probeer het over een kwartier opnieuw.',
  },
  [ErrorCode.CommonPassword]: {
    status: 400,
    message: 'Dit wachtwoord wordt veel gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
  },
  [ErrorCode.DatabaseUnavailable]: { status: 503, message: 'De database is niet bereikbaar.' },
  [ErrorCode.InvalidGridRows]: { status: 400, message: 'Invalid grid rows' },
  [ErrorCode.ChartTooLarge]: {
    status: 400,
    message: 'Deze chart is groter dan je abonnement toestaat.',
  },
  [ErrorCode.TooManyStyles]: {
    status: 400,
    message: 'Het palet heeft meer stijlen dan je abonnement toestaat.',
  },
  [ErrorCode.UnknownStyle]: {
    status: 400,
    message: 'Een steek gebruikt een stijl die niet in het palet staat.',
  },
  [ErrorCode.OutsideGrid]: { status: 400, message: 'Een lijn of steek ligt buiten het raster.' },
  [ErrorCode.FolderNotFound]: { status: 404, message: 'Deze map bestaat niet.' },
  [ErrorCode.FolderTitleTaken]: { status: 400, message: 'Je hebt al een map met deze naam.' },
  [ErrorCode.TooManyFolders]: { status: 400, message: 'Je hebt het grootste aantal mappen bereikt.' },
  [ErrorCode.ShareWithSelf]: { status: 400, message: 'Je kunt een chart niet met jezelf delen.' },
  [ErrorCode.ImageNotFound]: { status: 404, message: 'Deze afbeelding bestaat niet.' },
  [ErrorCode.StorageFull]: {
    status: 403,
    message: 'Je opslagruimte is vol. Leeg de prullenbak of verwijder charts die je niet meer nodig hebt.',
  },
  [ErrorCode.BrandNotFound]: { status: 404, message: 'Dit merk staat niet in de catalogus.' },
  [ErrorCode.ProductNotFound]: { status: 404, message: 'Dit product staat niet in de catalogus.' },
  [ErrorCode.PaymentNotFound]: { status: 404, message: 'Deze betaling bestaat niet.' },
  [ErrorCode.NotificationNotFound]: { status: 404, message: 'Deze melding bestaat niet.' },
  [ErrorCode.PaymentProviderUnavailable]: {
    status: 502,
    message: 'De betaalprovider is nu niet bereikbaar. Probeer het over een paar minuten opnieuw.',
  },
  [ErrorCode.ExportBusy]: {
    status: 429,
    message:
      'Je gegevens worden al klaargemaakt. Wacht tot die download klaar is en probeer het dan opnieuw.',
  },
  [ErrorCode.WrongPassword]: { status: 400, message: 'Het wachtwoord klopt niet.' },
  [ErrorCode.Internal]: {
    status: 500,
    message: 'Er ging iets mis op de server. Probeer het later opnieuw.',
  },
};

/**
 * The code that answers a status when nothing more precise is known (a Nest `HttpException`,
 * a Fastify error carrying only a `statusCode`).
 *
 * @param status an HTTP status of 400 or more
 */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 403:
      return ErrorCode.Forbidden;
    case 404:
      return ErrorCode.NotFound;
    case 405:
      return ErrorCode.MethodNotAllowed;
    case 413:
      return ErrorCode.BodyTooLarge;
    case 415:
      return ErrorCode.UnsupportedMediaType;
    case 429:
      return ErrorCode.TooManyRequests;
    default:
      return status >= 500 ? ErrorCode.Internal : ErrorCode.BadRequest;
  }
}
