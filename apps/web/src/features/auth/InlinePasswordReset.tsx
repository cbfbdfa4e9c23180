import { useNavigate } from 'react-router';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { PasswordPanelsBody, usePasswordFlow } from './PasswordModal';
import { PanelHeadingLevel } from './PasswordPanels';

/**
 * The alternate reset-password template (spec 1 §2 "Its template depends on a configuration
 * flag": resetPasswordAltTemplate): the password panels drawn in the page, not in a dialog.
 * Closing a final panel goes to the career home.
 */
export default function InlinePasswordReset({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const language = useLanguage();
  const flow = usePasswordFlow({ kind: 'reset', token });
  return (
    <section data-reset-template="inline">
      <PanelHeadingLevel.Provider value={2}>
        <PasswordPanelsBody
          flow={flow}
          reset
          onClose={() => void navigate(hrefTo(language, 'careerHome'))}
        />
      </PanelHeadingLevel.Provider>
    </section>
  );
}
