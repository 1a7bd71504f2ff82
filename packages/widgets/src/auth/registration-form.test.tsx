// Registration (docs/product.md, "Registration"; decision 3): fields, messages, the policy box, and
// sign-in after.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $auth } from '@savdo/core';
import { RegistrationForm } from '@savdo/widgets';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';

beforeEach(async () => {
  await resetAll('en');
});

interface Fields {
  first?: string;
  last?: string;
  email?: string;
  password?: string;
  accept?: boolean;
}

async function submit(fields: Fields) {
  const user = userEvent.setup();
  if (fields.first) await user.type(screen.getByLabelText('First name'), fields.first);
  if (fields.last) await user.type(screen.getByLabelText('Last name'), fields.last);
  if (fields.email) await user.type(screen.getByLabelText('Email'), fields.email);
  if (fields.password) await user.type(screen.getByLabelText('Password'), fields.password);
  if (fields.accept) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegistrationForm', () => {
  it('requires first name, last name, email and password', async () => {
    const requests = fakeApi({});
    render(<RegistrationForm />);
    await submit({ accept: true });
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(requests).toHaveLength(0);
  });

  it('wants at least 2 characters in first and last name', async () => {
    fakeApi({});
    render(<RegistrationForm />);
    await submit({ first: 'A', last: 'B', email: 'a@b.uz', password: 'secret1', accept: true });
    expect(screen.getAllByText('Must be at least 2 characters')).toHaveLength(2);
  });

  it("rejects a bad email: 'Please enter a valid email address'", async () => {
    fakeApi({});
    render(<RegistrationForm />);
    await submit({
      first: 'Aziz',
      last: 'Karimov',
      email: 'aziz@',
      password: 'secret1',
      accept: true,
    });
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('refuses a password of only spaces and sends nothing', async () => {
    const requests = fakeApi({});
    render(<RegistrationForm />);
    await submit({
      first: 'Aziz',
      last: 'Karimov',
      email: 'aziz@mail.uz',
      password: '      ',
      accept: true,
    });
    expect(screen.getByText('Password cannot be only spaces')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('the policy sentence links to the Privacy Policy and the Terms of Service', async () => {
    fakeApi({});
    render(<RegistrationForm />);
    const box = screen.getByRole('checkbox');
    expect(box.closest('label')?.textContent).toBe(
      'I accept the Privacy Policy and Terms of Service',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms',
    );
  });

  it('in Uzbek the links keep the sentence whole', async () => {
    await resetAll('uz');
    fakeApi({});
    render(<RegistrationForm />);
    expect(screen.getByRole('checkbox').closest('label')?.textContent).toBe(
      'Maxfiylik siyosati va Foydalanish shartlarini qabul qilaman',
    );
    expect(screen.getByRole('link', { name: 'Foydalanish shartlari' })).toBeTruthy();
  });

  it('wants a password of at least 6 characters', async () => {
    fakeApi({});
    render(<RegistrationForm />);
    await submit({
      first: 'Aziz',
      last: 'Karimov',
      email: 'a@b.uz',
      password: '12345',
      accept: true,
    });
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it("requires the policy box: 'You must accept the Privacy Policy and Terms of Service'", async () => {
    const requests = fakeApi({});
    render(<RegistrationForm />);
    await submit({ first: 'Aziz', last: 'Karimov', email: 'a@b.uz', password: 'secret1' });
    expect(
      screen.getByText('You must accept the Privacy Policy and Terms of Service'),
    ).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('sends the four fields (not the policy box), then signs the new account in', async () => {
    const requests = fakeApi({
      'POST /auth/register': () => ({ status: 201, body: { result: apiUser() } }),
      'POST /auth/jwt/login': () => ({
        status: 200,
        body: { access_token: accessToken(), refresh_token: 'r', token_type: 'bearer' },
      }),
      'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }),
    });
    const onRegistered = vi.fn();
    render(<RegistrationForm onRegistered={onRegistered} />);
    await submit({
      first: ' Aziz ',
      last: 'Karimov',
      email: 'aziz@example.uz',
      password: 'secret1',
      accept: true,
    });
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(requests[0]?.body).toEqual({
      first_name: 'Aziz',
      last_name: 'Karimov',
      email: 'aziz@example.uz',
      password: 'secret1',
    });
    const login = requests.find((r) => r.path === '/auth/jwt/login');
    expect(new URLSearchParams(String(login?.body)).get('username')).toBe('aziz@example.uz');
    expect($auth.get().isAuthenticated).toBe(true);
  });

  it("shows a field's server message under that field only, not again in the top alert", async () => {
    fakeApi({
      'POST /auth/register': () => ({
        status: 400,
        body: {
          message: 'A user with this email already exists',
          detail: { email: 'A user with this email already exists' },
        },
      }),
    });
    render(<RegistrationForm />);
    await submit({
      first: 'Aziz',
      last: 'Karimov',
      email: 'a@b.uz',
      password: 'secret1',
      accept: true,
    });
    expect(await screen.findByText('A user with this email already exists')).toBeTruthy();
    expect(screen.getAllByText('A user with this email already exists')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's message in the top alert when its detail names no field of the form", async () => {
    fakeApi({
      'POST /auth/register': () => ({
        status: 400,
        body: { message: 'This email is already registered', detail: { username: 'Taken' } },
      }),
    });
    render(<RegistrationForm />);
    await submit({
      first: 'Aziz',
      last: 'Karimov',
      email: 'a@b.uz',
      password: 'secret1',
      accept: true,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This email is already registered');
    expect(screen.queryByText('Taken')).toBeNull();
  });

  it("falls back to 'Registration failed'", async () => {
    fakeApi({ 'POST /auth/register': () => ({ status: 500 }) });
    render(<RegistrationForm />);
    await submit({
      first: 'Aziz',
      last: 'Karimov',
      email: 'a@b.uz',
      password: 'secret1',
      accept: true,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed');
  });
});
