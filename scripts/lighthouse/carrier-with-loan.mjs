// The data a signed-in carrier's loans page needs for `npm run lighthouse`: a rate, a line, an affiliate
// with a carrier account (the benchmark's fixtures), its application approved into a loan.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyForCredit, CARRIER_PASSWORD, openCarriers } from '../bench/fixtures.mjs';
import { apiClient } from '../bench/http.mjs';
import { startServer } from '../bench/server.mjs';

/**
 * The built server over a fresh embedded database, with a carrier that has a loan (for `npm run lighthouse`
 * and scripts/first-visit.mjs): its base URL, the carrier's session, and stop() that removes it all.
 */
export async function serverWithCarrier(name) {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const admin = { email: `${name}@prestamos.test`, password: 'Faro123!x' };
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ORG_NAME: 'Cooperativa El Faro',
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { base: server.base, session: await carrierWithLoan(apiClient(server.base), admin), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Answers the carrier's session, as the login stores it in the browser. */
export async function carrierWithLoan(api, admin) {
  const token = (await api.must('POST', '/api/auth/administrator/login', { body: admin })).body.access_token;
  await api.must('POST', '/api/prices', { token, body: { amount: 36.5 } });
  const line = await api.must('POST', '/api/organization', {
    token,
    body: {
      name: 'Línea El Faro',
      type: 'Cooperativa',
      rif: 'J401234567',
      fiscalAddress: 'Av. Lara, Barquisimeto',
      recordName: 'Registro Mercantil Segundo',
      recordDate: '2019-05-10',
      modalityServices: 'Taxi',
      recordNumber: '7',
      recordVolume: '2',
      recordInvoice: '31',
    },
  });
  const opened = await openCarriers(api, token, { count: 1, organization: line.body.id, tag: 'faro' });
  const [carrier] = await applyForCredit(api, opened, 3000);
  await api.must('PATCH', '/api/request-carrier', {
    token,
    body: {
      id: carrier.requestId,
      status: 'Aprobado',
      loanData: { reasonForAdmission: 'Lighthouse', feeNumbers: 4, creditDays: 120, amount: 3000 },
    },
  });
  const session = await api.must('POST', '/api/auth/carrier/login', {
    body: { email: carrier.email, password: CARRIER_PASSWORD },
  });
  return session.body;
}
