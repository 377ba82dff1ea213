import { documentsLinkPath, emailConfirmPath, passwordLinkPath, signInPaths } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it("agree with the links the server's e-mails build", () => {
    expect(paths.adminLogin).toBe(signInPaths.Administrator);
    expect(paths.resetPassword.href('abc')).toBe(passwordLinkPath('abc'));
    expect(paths.resetPassword.path).toBe(passwordLinkPath(':token'));
    expect(paths.confirmEmail.href('abc')).toBe(emailConfirmPath('abc'));
    expect(paths.confirmEmail.path).toBe(emailConfirmPath(':token'));
    expect(paths.uploadDocuments.href(7, 'abc')).toBe(documentsLinkPath(7, 'abc'));
    expect(`${paths.uploadDocuments.path}#t`).toBe(documentsLinkPath(':affiliate', 't'));
    expect(signInPaths.Carrier).toBe(`${paths.home}#iniciar-sesion`);
  });
});
