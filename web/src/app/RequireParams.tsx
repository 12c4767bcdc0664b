import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

/** Checks per route parameter name. */
export type ParamRules = Readonly<Record<string, (value: string) => boolean>>;

/** Renders `children` when every named route parameter passes its check, the not-found screen otherwise. */
export function RequireParams({ rules, children }: { rules: ParamRules; children: ReactNode }) {
  const params = useParams();
  const valid = Object.entries(rules).every(([name, check]) => {
    const value = params[name];
    return value !== undefined && check(value);
  });
  return valid ? children : <NotFoundPage />;
}
