// Finds what to measure through the API itself: the lists from the server's OpenAPI description,
// real filter values from the lists' own rows, a carrier to sign in as.
import { businessDate, daysBefore } from './dates.mjs';

export const PAGE = 20;
/** The deepest page the targets speak of ("first and any page up to 500"). */
const DEEPEST_PAGE = 500;
/** GET routes with a query but no path parameter that are not lists and are not measured. */
const NOT_LISTS = [
  '/api/health',
  '/api/docs',
  '/api/auth/me',
  '/api/prices/current',
  '/api/settings/payment-details',
];
/** Routes of the portfolio figures (issue 14), whatever their final name. */
const PORTFOLIO = /portfolio|cartera/i;
/** Query parameters that order a list or ask for its last row, rather than filter it. */
const NOT_FILTERS = ['sort', 'order', 'limit', 'offset', 'getLast'];
/** The share of affiliates the name search's surname should have (issue 33: "Rojas", ~5 %). */
const SHARED_SURNAME = 0.05;

/** The query a route cannot answer without (a books report's month, or period from–to): this month's. */
function requiredQuery(params) {
  const required = new Set(params.filter((p) => p.in === 'query' && p.required).map((p) => p.name));
  const today = businessDate();
  if (required.has('month')) return `?${query({ month: today.slice(0, 7) })}`;
  if (required.has('from') && required.has('to'))
    return `?${query({ from: `${today.slice(0, 8)}01`, to: today })}`;
  return '';
}

/** Signs in; `session()` answers a token, signing in again before the access token can expire. */
export async function signIn(api, path, email, password) {
  let token;
  let at = 0;
  const fresh = async () => {
    const res = await api.call('POST', path, { body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in as ${email} answered ${res.status}: ${res.text}`);
    token = res.body.access_token;
    at = Date.now();
  };
  await fresh();
  return {
    email,
    password,
    async token() {
      // Access tokens last ACCESS_TOKEN_MINUTES (15 by default); a full run lasts longer.
      if (Date.now() - at > 5 * 60_000) await fresh();
      return token;
    },
  };
}

/** The first value under `key` anywhere in `value` (depth first), for reading filter values from rows. */
function deepFind(value, key) {
  if (!value || typeof value !== 'object') return undefined;
  if (!Array.isArray(value) && value[key] != null && typeof value[key] !== 'object') return value[key];
  for (const inner of Object.values(value)) {
    const found = deepFind(inner, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A word of `text` a search can match: the longest one of letters. */
const wordOf = (text) =>
  String(text ?? '')
    .split(/[^\p{L}]+/u)
    .sort((a, b) => b.length - a.length)[0] || undefined;

const query = (params) => new URLSearchParams(params).toString();

/**
 * The filtered pages of one list, from the filters its OpenAPI description declares and values
 * found in `rows` (a page of it). An enumeration filter takes its rarest value that has rows; a
 * people's search the shared `surname`; the line filter (`organization`) `line`, first and deep.
 */
async function filteredPages(api, token, path, params, rows, { line, surname }) {
  const names = new Set(params.map((p) => p.name));
  const pages = [];
  const add = (label, filter) => {
    const values = Object.values(filter);
    if (values.every((v) => v !== undefined && v !== ''))
      pages.push({ label: `${label} ${values.join('…')}`, query: { limit: PAGE, ...filter } });
  };
  if (names.has('dni')) add('cédula', { dni: deepFind(rows, 'dni') });
  // One line's rows (issue 30): what an administrator limited to that line reads, first and deep.
  if (names.has('organization') && line) {
    add('line', { organization: line });
    const total = Number(
      (await api.must('GET', `${path}?${query({ limit: 1, organization: line })}`, { token })).headers.get(
        'x-total-count',
      ),
    );
    const deepest = Math.min(DEEPEST_PAGE, Math.ceil(total / PAGE));
    if (deepest > 1)
      pages.push({
        label: `line ${line} page ${deepest}`,
        query: { limit: PAGE, offset: (deepest - 1) * PAGE, organization: line },
      });
  }
  if (names.has('date')) add('date', { date: deepFind(rows, 'date') });
  if (names.has('from') && names.has('to')) {
    const to = String(deepFind(rows, 'at') ?? deepFind(rows, 'date') ?? '').slice(0, 10);
    if (to) add('from–to', { from: daysBefore(to, 6), to });
  }
  if (names.has('search')) {
    // People's lists search the surname many share; a random one would be the easy case.
    if (surname && deepFind(rows, 'lastNames') !== undefined)
      pages.push({
        label: `name search ${surname.word} (${(surname.share * 100).toFixed(1)} %)`,
        query: { limit: PAGE, search: surname.word },
        target: 'nameSearch',
      });
    else add('text', { search: wordOf(deepFind(rows, 'lastNames')) });
  }
  if (names.has('name')) add('text', { name: wordOf(deepFind(rows, 'name')) });
  if (names.has('reasonForAdmission'))
    add('text', { reasonForAdmission: wordOf(deepFind(rows, 'reasonForAdmission')) });
  // A recipient (the mail list's `to`, an address, not a day: it has no `from`).
  if (names.has('to') && !names.has('from')) add('recipient', { to: deepFind(rows, 'to') });
  for (const p of params.filter((p) => !NOT_FILTERS.includes(p.name) && p.schema?.enum)) {
    let rarest;
    for (const value of p.schema.enum) {
      const res = await api.must('GET', `${path}?${query({ limit: 1, [p.name]: value })}`, { token });
      const total = Number(res.headers.get('x-total-count'));
      if (total > 0 && (!rarest || total < rarest.total)) rarest = { value, total };
    }
    if (rarest) add(p.name, { [p.name]: rarest.value });
  }
  return pages;
}

/**
 * The surname whose search total is nearest SHARED_SURNAME of the affiliates: surnames counted over
 * pages spread through the list, the most frequent few asked for their total.
 */
async function sharedSurname(api, token, affiliates) {
  const counts = new Map();
  for (let i = 0; i < 5; i++) {
    const offset = Math.floor((affiliates * i) / 5);
    const rows = (await api.must('GET', `/api/affiliate?${query({ limit: 100, offset })}`, { token })).body;
    for (const r of rows)
      for (const word of String(r.lastNames ?? '').split(/[^\p{L}]+/u))
        if (word.length > 2) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  let best;
  for (const [word] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
    const res = await api.must('GET', `/api/affiliate?${query({ limit: 1, search: word })}`, { token });
    const share = Number(res.headers.get('x-total-count')) / affiliates;
    if (!best || Math.abs(share - SHARED_SURNAME) < Math.abs(best.share - SHARED_SURNAME))
      best = { word, share };
  }
  return best;
}

/** Record routes that read no record of the lists: a reset link's token. */
const NOT_RECORDS = ['/api/auth/change-password/{token}'];
/** A path parameter named for another list's field: where its value is read. */
const PARAM_SOURCES = { accountCode: { list: '/api/accounts', field: 'code' } };

/**
 * One record's GET routes (`/api/loan/{id}/schedule`, `/api/affiliate/lookup/{dni}`…): the value
 * from the middle of the nearest list the path starts with (`/api/loan`), its field of the
 * parameter's name (`dni`) or its id; a row they refuse (a paid loan's payoff) gives way to the next.
 */
async function recordRoutes(api, token, paths, totals, wholes) {
  const scenarios = [];
  const unmeasured = [];
  const rowsOf = new Map();
  const rows = async (list) => {
    if (!rowsOf.has(list)) {
      const q = totals[list] > 0 ? `?${query({ limit: 5, offset: Math.floor(totals[list] / 2) })}` : '';
      const body = (await api.call('GET', `${list}${q}`, { token })).body;
      rowsOf.set(list, Array.isArray(body) ? body.slice(0, 5) : []);
    }
    return rowsOf.get(list);
  };
  // Exports are measured on their own (scripts/bench/exports.mjs).
  for (const path of paths.filter((p) => !NOT_RECORDS.includes(p) && !p.endsWith('/export'))) {
    const params = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const source = PARAM_SOURCES[params[0]];
    const before = path.slice(0, path.indexOf('/{'));
    const lists = source
      ? [source.list]
      : before
          .split('/')
          .map((_, i, parts) => parts.slice(0, parts.length - i).join('/'))
          .filter((list) => totals[list] > 0 || wholes.includes(list));
    let found;
    for (const list of params.length === 1 ? lists : []) {
      for (const row of await rows(list)) {
        const value = row[source?.field ?? params[0]] ?? row.id;
        if (value === undefined || typeof value === 'object') continue;
        const real = path.replace(`{${params[0]}}`, encodeURIComponent(String(value)));
        const res = await api.call('GET', real, { token });
        found = res.status === 200 ? real : `${res.status} on ${list}'s rows`;
        if (res.status === 200) break;
      }
      if (found?.startsWith('/')) break;
    }
    // A PDF is a document drawn, not a record read: measured, with no target.
    if (found?.startsWith('/'))
      scenarios.push({
        route: path,
        label: path.endsWith('.pdf') ? 'pdf' : 'one record',
        as: 'admin',
        path: found,
      });
    else unmeasured.push(`${path} (${found ?? 'no list to take a record from'})`);
  }
  return { scenarios, unmeasured };
}

/** A carrier to sign in as: the given e-mail, or the owner of a loan from the middle of the list. */
async function findCarrier(api, adminToken, { email, password }) {
  if (!password) return { skipped: 'no carrier password (BENCH_CARRIER_PASSWORD or --carrier-password)' };
  const candidates = email ? [email] : [];
  if (!email) {
    // Owners of loans from the middle of the list: seeded carriers with a seeded history.
    const all = await api.must('GET', '/api/loan?limit=1', { token: adminToken });
    const offset = Math.floor(Number(all.headers.get('x-total-count')) / 2);
    const loans = (await api.must('GET', `/api/loan?${query({ limit: 10, offset })}`, { token: adminToken }))
      .body;
    for (const dni of new Set(loans.map((l) => l.carrier.dni))) {
      const [carrier] = (await api.must('GET', `/api/carrier?${query({ dni })}`, { token: adminToken })).body;
      if (carrier) candidates.push(carrier.affiliate.email);
    }
  }
  for (const candidate of candidates) {
    try {
      return { session: await signIn(api, '/api/auth/carrier/login', candidate, password) };
    } catch {
      // seeded with another password, or retired: try the next one
    }
  }
  return { skipped: `none of ${candidates.length} carriers signed in with the given carrier password` };
}

/**
 * Every scenario of the scale run: each back-office list's first page, its filtered pages and a
 * deep page; each carrier list; both logins; the portfolio figures when the server has them.
 */
export async function discover(api, admin, carrierLogin, log) {
  const adminToken = await admin.token();
  const docs = (await api.must('GET', '/api/docs')).body;
  const gets = Object.entries(docs.paths)
    .filter(([path, item]) => item.get && !path.includes('{'))
    .map(([path, item]) => ({ path, params: item.get.parameters ?? [] }));
  const recordGets = Object.entries(docs.paths)
    .filter(([path, item]) => item.get && path.includes('{'))
    .map(([path]) => path);
  const lists = gets.filter((g) => g.params.some((p) => p.name === 'limit'));

  const scenarios = [];
  const totals = {};
  const carrierLists = [];
  // A middle-sized line of the twenty the seed makes (by id: the seed's lines differ in size).
  const lines = (await api.must('GET', '/api/organization/options', { token: adminToken })).body;
  const line = lines.map((o) => o.id).sort((a, b) => a - b)[Math.floor(lines.length / 2)];
  const affiliates = Number(
    (await api.must('GET', '/api/affiliate?limit=1', { token: adminToken })).headers.get('x-total-count'),
  );
  const surname = affiliates > 0 ? await sharedSurname(api, adminToken, affiliates) : undefined;
  if (surname)
    log(`name search: "${surname.word}", shared by ${(surname.share * 100).toFixed(1)} % of the affiliates`);
  for (const { path, params } of lists) {
    const first = await api.call('GET', `${path}?${query({ limit: PAGE, offset: 0 })}`, {
      token: adminToken,
    });
    // A list the administrator cannot read without naming a carrier is a carrier's own list.
    if (first.status === 400 || first.status === 403) {
      carrierLists.push(path);
      continue;
    }
    if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}: ${first.text}`);
    const total = Number(first.headers.get('x-total-count'));
    totals[path] = total;
    const page = (label, q, target) =>
      scenarios.push({ route: path, label, as: 'admin', path: `${path}?${query(q)}`, target });
    page('first page', { limit: PAGE, offset: 0 });
    // Filter values come from the middle of the list: seeded rows, not the newest ones (which may be
    // an earlier run's approval carriers), and no easier to find than any other.
    const middle = await api.must('GET', `${path}?${query({ limit: PAGE, offset: Math.floor(total / 2) })}`, {
      token: adminToken,
    });
    for (const f of await filteredPages(api, adminToken, path, params, middle.body, { line, surname }))
      page(f.label, f.query, f.target);
    const deepest = Math.min(DEEPEST_PAGE, Math.ceil(total / PAGE));
    if (deepest > 1) page(`page ${deepest}`, { limit: PAGE, offset: (deepest - 1) * PAGE });
  }
  if (!(totals['/api/loan'] > 0 && totals['/api/payment'] > 0 && totals['/api/affiliate'] > 0)) {
    throw new Error(
      'the database looks empty (no affiliates, loans or payments): seed it first (npm run seed:scale), then run the benchmark on it',
    );
  }

  const adminLogin = { email: admin.email, password: admin.password };
  scenarios.push({
    route: '/api/auth/administrator/login',
    label: 'login',
    as: 'none',
    method: 'POST',
    body: adminLogin,
  });

  const carrier = await findCarrier(api, adminToken, carrierLogin);
  if (carrier.session) {
    const token = await carrier.session.token();
    for (const path of carrierLists) {
      scenarios.push({
        route: path,
        label: 'carrier',
        as: 'carrier',
        path: `${path}?${query({ limit: PAGE, offset: 0 })}`,
      });
    }
    const [loan] = (await api.must('GET', '/api/loan/by-carrier?limit=1', { token })).body;
    // The carrier's own loan, as its screen opens it.
    for (const route of loan ? ['/api/loan/{id}', '/api/loan/{id}/schedule'] : [])
      scenarios.push({ route, label: 'carrier', as: 'carrier', path: route.replace('{id}', loan.id) });
    const body = { email: carrier.session.email, password: carrier.session.password };
    scenarios.push({ route: '/api/auth/carrier/login', label: 'login', as: 'none', method: 'POST', body });
  } else {
    log(`carrier lists and carrier login skipped: ${carrier.skipped}`);
  }

  // Whatever else an administrator reads whole (selectors; the portfolio figures once they exist).
  const unmeasured = [];
  // Exports are measured on their own (scripts/bench/exports.mjs): one download is the whole list.
  const whole = gets.filter(
    (g) => !lists.includes(g) && !NOT_LISTS.includes(g.path) && !g.path.endsWith('/export'),
  );
  for (const { path, params } of whole) {
    // A books report needs its month or period: this one.
    const q = requiredQuery(params);
    const res = await api.call('GET', `${path}${q}`, { token: adminToken });
    if (res.status === 200)
      scenarios.push({
        route: path,
        label: PORTFOLIO.test(path) ? 'portfolio' : q ? 'books report' : 'whole list',
        as: 'admin',
        path: `${path}${q}`,
      });
    // A carrier's own (its account): read as the carrier.
    else if (res.status === 403 && carrier.session)
      scenarios.push({ route: path, label: 'carrier', as: 'carrier', path });
    else unmeasured.push(`${path} (${res.status})`);
  }
  // One record's routes (a loan's schedule, payoff, history…), as the administrator reads them.
  const wholes = whole.map((g) => g.path).filter((p) => !unmeasured.some((u) => u.startsWith(`${p} `)));
  const records = await recordRoutes(api, adminToken, recordGets, totals, wholes);
  scenarios.push(...records.scenarios);
  unmeasured.push(...records.unmeasured);
  if (!carrier.session) unmeasured.push(...carrierLists);
  return { scenarios, totals, carrier: carrier.session, carrierSkipped: carrier.skipped, unmeasured };
}
