import { useDocumentTitle } from '../../ui/pageTitle';
import { nl } from '../../i18n/nl';
import { AccountDeleteSection } from './profile/AccountDeleteSection';
import { DataExportSection } from './profile/DataExportSection';
import { PasswordForm } from './profile/PasswordForm';
import { PaymentsSection } from './profile/PaymentsSection';
import { ProfileForm } from './profile/ProfileForm';
import { SettingsForm } from './profile/SettingsForm';

/** `/nl/account/profile` (logged-in users): profile fields, password, settings, the data export and deletion. */
export function ProfilePage() {
  useDocumentTitle(nl.pages.profile.title);
  return (
    <article className="page">
      <h1>{nl.pages.profile.heading}</h1>
      <p>{nl.pages.profile.text}</p>
      <div className="account-forms">
        <ProfileForm />
        <SettingsForm />
        <PasswordForm />
        <PaymentsSection />
        <DataExportSection />
        <AccountDeleteSection />
      </div>
    </article>
  );
}
