/** The registration routes under /user (req shell-and-accounts §3.1 "Route names that need no login": register, registerResult, Agreement, AgreementUser). */
import { lazy, Suspense, type ComponentType } from 'react';
import { Spin } from 'antd';
import type { RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn } from '../../core/session/redirect-if-signed-in';

const lazyOf = (name: 'RegisterPage' | 'AgreementPage' | 'PrivacyPage' | 'RegisterResultPage'): ComponentType =>
  lazy(async () => ({
    default:
      name === 'RegisterPage'
        ? (await import('./register-page')).RegisterPage
        : (await import('./agreement-pages'))[name],
  }));
const Register = lazyOf('RegisterPage'),
  Agreement = lazyOf('AgreementPage'),
  Privacy = lazyOf('PrivacyPage'),
  Result = lazyOf('RegisterResultPage');
const page = (Page: ComponentType) => (
  <Suspense fallback={<Spin />}>
    <Page />
  </Suspense>
);

export const REGISTER_ROUTES: RouteObject[] = [
  { path: 'register', element: <RedirectIfSignedIn>{page(Register)}</RedirectIfSignedIn> },
  { path: 'register-result', element: page(Result) },
  { path: 'Agreement', element: page(Agreement) },
  { path: 'AgreementUser', element: page(Privacy) },
];
