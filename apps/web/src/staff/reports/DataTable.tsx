import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../layout/ScrollRegion';

/** A report's table: a caption, column headers, and each row headed by its first cell. */
export function DataTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: string[];
  rows: Array<Array<string | number>>;
}) {
  const { t } = useTranslation('staff');
  return (
    <ScrollRegion label={t('console.tableOf', { name: label })}>
      <Table striped>
        <Table.Caption>{label}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([head, ...cells]) => (
            <Table.Tr key={String(head)}>
              <Table.Th scope="row">{head}</Table.Th>
              {cells.map((cell, index) => (
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
