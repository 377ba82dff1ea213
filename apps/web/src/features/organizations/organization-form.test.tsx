import type { OrganizationBody } from '@app/domain';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderInApp } from '../../test/render';
import { OrganizationForm } from './organization-form';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const filled: Partial<OrganizationBody> = {
  name: 'Cooperativa Los Samanes',
  type: 'Cooperativa',
  rif: 'J987654321',
  fiscalAddress: 'Av. Los Samanes, Valencia',
  recordName: 'Registro Mercantil Segundo',
  recordDate: '2019-06-20',
  modalityServices: 'Taxi',
  recordNumber: '27',
  recordVolume: '4-A',
  recordInvoice: '112',
  certificationServices: '',
  code: '',
};

async function render(onSubmit: (body: OrganizationBody) => Promise<unknown>) {
  const { container } = await renderInApp(
    <OrganizationForm defaultValues={filled} submitLabel="Registrar" onSubmit={onSubmit} />,
  );
  return container;
}

const submit = (container: HTMLElement) => act(async () => container.querySelector('form')!.requestSubmit());

describe('organization form', () => {
  it('sends blank optional fields as null, so an edit can clear them', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const container = await render(onSubmit);
    await submit(container);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Cooperativa Los Samanes',
        certificationServices: null,
        code: null,
        numberAssociates: null,
        numberAffiliates: null,
      }),
    );
  });

  it("puts the API's per-field message under that field", async () => {
    const refused = new ApiError('RIF en uso.', 409, { rif: 'RIF en uso.' });
    const container = await render(() => Promise.reject(refused));
    await submit(container);
    const rif = container.querySelector<HTMLInputElement>('input[name="rif"]')!;
    expect(rif.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('RIF en uso.');
  });
});
