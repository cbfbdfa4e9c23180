import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../app/query-client';
import { readClient, readStyleNonce } from '../lib/page-meta';
import { shareStyleNonce } from '../lib/style-nonce';
import { initStaffI18n, preferredLanguage } from './i18n/i18n';
import { StaffApp } from './StaffApp';

const client = readClient();
const styleNonce = readStyleNonce();
shareStyleNonce(styleNonce);
const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('staff.html lacks the #root element');

void initStaffI18n(preferredLanguage()).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <StaffApp client={client} styleNonce={styleNonce} queryClient={queryClient} />
    </StrictMode>,
  );
});
