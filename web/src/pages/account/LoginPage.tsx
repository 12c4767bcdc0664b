import { Navigate, useParams, useSearchParams } from 'react-router';
import { useAccount } from '../../account/useAccount';
import { decideLoginScreen } from '../../app/guards/accessDecision';
import { PageLoading } from '../../app/PageLoadViews';
import { useDocumentTitle } from '../../ui/pageTitle';
import { nl } from '../../i18n/nl';
import { LoginForm } from './forms/LoginForm';
import { RegisterForm } from './forms/RegisterForm';

/**
 * Logging in or registering, from the site (`/nl/login`) or from inside the chart editor
 * (`/nl/c/{chartId}/login`, back to the chart by default). Only for logged-out visitors: a logged-in user goes
 * on to the `redirectUrl` target at once, and so does a visitor right after logging in.
 */
export function LoginPage({ fromChart = false }: { fromChart?: boolean }) {
  const texts = fromChart ? nl.pages.chartLogin : nl.pages.login;
  useDocumentTitle(texts.title);
  const { chartId } = useParams();
  const [searchParams] = useSearchParams();
  const status = useAccount((state) => state.status);
  const user = useAccount((state) => state.user);
  const fallback = fromChart && chartId ? `/nl/c/${encodeURIComponent(chartId)}` : '/nl';
  const decision = decideLoginScreen({ status, user }, searchParams.get('redirectUrl'), fallback);

  if (decision.kind === 'wait') return <PageLoading />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <article className="page">
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
      <div className="account-forms">
        <LoginForm />
        <RegisterForm target={decision.target} />
      </div>
    </article>
  );
}
