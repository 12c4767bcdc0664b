import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createChartState } from '@steekwerk/model';
import { activationRedirectKey } from '../../account/activationRedirect';
import { draftKey, keepDraft, readActivationDraft } from '../../editor/sync/draftStore';
import { memoryStorage, readJson } from '../../lib/localStore';
import { FakeAccountServer } from '../../test/fakeAccountServer';
import { loggedInServer, renderApp } from '../../test/renderApp';

async function loginForm() {
  return within(await screen.findByRole('form', { name: 'Inloggen' }));
}

async function registerForm() {
  return within(await screen.findByRole('form', { name: 'Account aanmaken' }));
}

function fill(form: Awaited<ReturnType<typeof loginForm>>, emailAddress: string, password: string) {
  fireEvent.change(form.getByLabelText('E-mailadres'), { target: { value: emailAddress } });
  fireEvent.change(form.getByLabelText('Wachtwoord'), { target: { value: password } });
}

function withUser() {
  const server = new FakeAccountServer();
  server.addUser({ emailAddress: 'anna@example.nl', password: 'geheim123' });
  return server;
}

describe('the login screen', () => {
  it('shows the model’s messages next to the fields and sends nothing', async () => {
    const server = new FakeAccountServer();
    renderApp('/nl/login', { server });
    const form = await loginForm();
    fill(form, 'anna', '');
    fireEvent.click(form.getByRole('button', { name: 'Inloggen' }));
    const email = form.getByLabelText('E-mailadres');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Vul een geldig e-mailadres in.',
    );
    expect(form.getByText('Vul je wachtwoord in.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(server.bodiesOf('account/login')).toEqual([]);
  });

  it('says so for a wrong password', async () => {
    renderApp('/nl/login', { server: withUser() });
    const form = await loginForm();
    fill(form, 'anna@example.nl', 'verkeerd');
    fireEvent.click(form.getByRole('button', { name: 'Inloggen' }));
    expect((await form.findByRole('alert')).textContent).toBe('Onbekend e-mailadres of verkeerd wachtwoord.');
  });

  it('shows the server’s rate-limit message', async () => {
    const server = withUser();
    server.failNext('account/login', 429, 'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.');
    renderApp('/nl/login', { server });
    const form = await loginForm();
    fill(form, 'anna@example.nl', 'geheim123');
    fireEvent.click(form.getByRole('button', { name: 'Inloggen' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.',
    );
    expect(server.bodiesOf('account/login')).toHaveLength(1);
  });

  it('goes to the redirect target after logging in', async () => {
    const app = renderApp('/nl/login?redirectUrl=%2Fnl%2Fbrowse%2Fabc%3Fsort%3Dtitle%23x', {
      server: withUser(),
    });
    const form = await loginForm();
    fill(form, ' Anna@Example.nl ', 'geheim123');
    fireEvent.click(form.getByRole('button', { name: 'Inloggen' }));
    await screen.findByRole('heading', { level: 1, name: 'Mijn charts' });
    expect(app.path()).toBe('/nl/browse/abc?sort=title#x');
    expect(screen.getByRole('button', { name: /anna@example\.nl/ })).toBeTruthy();
  });

  it('goes to /nl without a target, and never to another site', async () => {
    const app = renderApp('/nl/login?redirectUrl=https%3A%2F%2Fevil.example', { server: withUser() });
    const form = await loginForm();
    fill(form, 'anna@example.nl', 'geheim123');
    fireEvent.click(form.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(app.path()).toBe('/nl'));
  });

  it('sends a user pending activation to the activation screen first', async () => {
    const server = new FakeAccountServer();
    server.addUser({ emailAddress: 'piet@example.nl', password: 'geheim123', pending: true });
    const app = renderApp('/nl/login?redirectUrl=%2Fnl%2Fbrowse', { server });
    const form = await loginForm();
    fill(form, 'piet@example.nl', 'geheim123');
    fireEvent.click(form.getByRole('button', { name: 'Inloggen' }));
    await screen.findByRole('heading', { level: 1, name: 'Account activeren' });
    expect(app.path()).toBe('/nl/account/activation?redirectUrl=%2Fnl%2Fbrowse');
  });

  it('sends a logged-in user on at once', async () => {
    const app = renderApp('/nl/login?redirectUrl=%2Fnl%2Fhelp', { server: loggedInServer() });
    await screen.findByRole('heading', { level: 1, name: 'Helpcentrum' });
    expect(app.path()).toBe('/nl/help');
  });

  it('resets a login page as target to /nl', async () => {
    const app = renderApp('/nl/login?redirectUrl=%2Fnl%2Flogin', { server: loggedInServer() });
    await waitFor(() => expect(app.path()).toBe('/nl'));
  });

  it('returns to the chart from the editor’s login', async () => {
    const app = renderApp('/nl/c/abc123/login', { server: withUser() });
    expect(await screen.findByText('Log in om deze chart op te slaan.')).toBeTruthy();
    const form = await loginForm();
    fill(form, 'anna@example.nl', 'geheim123');
    fireEvent.click(form.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(app.path()).toBe('/nl/c/abc123'));
  });

  it('shows a connection message when the server cannot be reached', async () => {
    const server = withUser();
    const app = renderApp('/nl/login', { server });
    const form = await loginForm();
    server.failNext('account/login', 503, '', 4);
    fill(form, 'anna@example.nl', 'geheim123');
    fireEvent.click(form.getByRole('button', { name: 'Inloggen' }));
    await act(() => app.clock.advance(2000));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Er is iets fout gegaan. Probeer het later opnieuw.',
    );
  });
});

describe('registering', () => {
  it('links the terms of use and the privacy statement, in a new tab so the form keeps what was typed', async () => {
    renderApp('/nl/login');
    const form = await registerForm();
    const terms = form.getByRole('link', { name: 'gebruiksvoorwaarden' });
    expect(terms.getAttribute('href')).toBe('/nl/legal#voorwaarden');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(form.getByRole('link', { name: 'privacyverklaring' }).getAttribute('href')).toBe(
      '/nl/legal#privacy',
    );
  });

  it('shows the model’s messages next to the fields', async () => {
    renderApp('/nl/login');
    const form = await registerForm();
    fill(form, 'anna@example', 'kort');
    fireEvent.click(form.getByRole('button', { name: 'Account aanmaken' }));
    expect(form.getByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(form.getByText('Het wachtwoord moet minstens 8 tekens hebben.')).toBeTruthy();
  });

  it('says that an activation mail was sent, and remembers the target', async () => {
    const server = new FakeAccountServer();
    const storage = memoryStorage();
    renderApp('/nl/login?redirectUrl=%2Fnl%2Faccount%2Fprofile', { server, storage });
    const form = await registerForm();
    fill(form, 'Nieuw@Example.nl', 'lang genoeg');
    fireEvent.click(form.getByRole('button', { name: 'Account aanmaken' }));
    expect((await form.findByRole('status')).textContent).toBe(
      'We hebben een activeringsmail gestuurd naar nieuw@example.nl. Klik op de link in die e-mail om je account te activeren en log daarna in.',
    );
    expect(server.bodiesOf('account/register')).toEqual([
      { emailAddress: 'nieuw@example.nl', password: 'lang genoeg' },
    ]);
    expect(readJson(storage, activationRedirectKey)).toBe('/nl/account/profile');
    expect((form.getByLabelText('Wachtwoord') as HTMLInputElement).value).toBe('');
  });

  it('keeps the chart drawn before registering for the activation of that address, in every tab', async () => {
    const server = new FakeAccountServer();
    const storage = memoryStorage();
    const chart = createChartState({
      craft: 'knitting',
      type: 'colors',
      size: { columnCount: 1, rowCount: 1 },
      rows: '1:AQ==',
    });
    keepDraft(sessionStorage, chart);
    renderApp('/nl/c/new/login?redirectUrl=%2Fnl%2Fc%2Fnew%3Fdraft%3D1', { server, storage });
    const form = await registerForm();
    fill(form, 'Nieuw@Example.nl', 'lang genoeg');
    fireEvent.click(form.getByRole('button', { name: 'Account aanmaken' }));
    await form.findByRole('status');
    expect(readJson(storage, activationRedirectKey)).toBe('/nl/c/new?draft=1');
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    expect(readActivationDraft(storage, 'new', 'nieuw@example.nl', Date.now())).toEqual(chart);
    expect(readActivationDraft(storage, 'new', 'iemand@example.nl', Date.now())).toBeUndefined();
  });

  it('shows the server’s message for bad input', async () => {
    const server = new FakeAccountServer();
    server.failNext('account/register', 400, 'Dit e-mailadres kan niet worden gebruikt.');
    renderApp('/nl/login', { server });
    const form = await registerForm();
    fill(form, 'anna@example.nl', 'geheim123');
    fireEvent.click(form.getByRole('button', { name: 'Account aanmaken' }));
    expect((await form.findByRole('alert')).textContent).toBe('Dit e-mailadres kan niet worden gebruikt.');
  });
});
