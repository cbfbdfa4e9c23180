import { Anchor, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageEndonym } from '../../i18n/languages';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import { usePageTitle, useStaffSession } from '../staff-context';
import { templatePath } from './template-path';

/** The communication templates, each language a link to its editor, saying where it is customised. */
export function TemplatesPage() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  usePageTitle(t('templates.title'));
  const templates = useQuery({
    queryKey: staffKeys.emailTemplates(client),
    queryFn: ({ signal }) => staffApi.emailTemplates(client, signal),
    staleTime: 0,
  });
  return (
    <Stack>
      <Title order={1}>{t('templates.title')}</Title>
      <Text>{t('templates.intro')}</Text>
      <ErrorAlert error={templates.error} />
      {templates.data ? (
        <ScrollRegion label={t('templates.title')}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('templates.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('templates.columns.languages')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody data-testid="template-rows">
              {templates.data.map((template) => (
                <Table.Tr key={template.name}>
                  <Table.Th scope="row">{template.name}</Table.Th>
                  <Table.Td>
                    <Group gap="md">
                      {template.languages.map(({ language, overridden }) => (
                        <Anchor
                          key={language}
                          component={Link}
                          to={templatePath(template.name, language)}
                        >
                          <VisuallyHidden>{`${template.name}: `}</VisuallyHidden>
                          {languageEndonym(language)}
                          {overridden ? ` (${t('templates.custom')})` : ''}
                        </Anchor>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : null}
    </Stack>
  );
}
