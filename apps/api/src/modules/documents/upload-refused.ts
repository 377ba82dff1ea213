import { documentMessages } from '@app/domain';

/** An upload the server will not store: the route answers `status` with `{ error: message }`. */
export class UploadRefused extends Error {
  constructor(
    public status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

export const refuseUnsupported = () => new UploadRefused(415, documentMessages.unsupported);
export const refuseDamaged = () => new UploadRefused(400, documentMessages.damaged);
export const refuseTooManyPixels = () => new UploadRefused(400, documentMessages.tooManyPixels);
