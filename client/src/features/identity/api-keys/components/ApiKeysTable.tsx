import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/DataTable';
import { graphql } from '../../../../gql';
import type { ApiKeysTable_ApiKeyFragment } from '../../../../gql/graphql';
import { useFormat } from '../../../../i18n/format';
import { apiKeyStatus } from '../apiKeyFormat';

/**
 * A key as the list shows it; the page's query and the create mutation both select it, so a new key joins the cached
 * list whole. `createdByName` names the creator as they were when the key was made: their account may have been
 * closed since (`creatorAccountClosed`).
 */
export const ApiKeysTableFragment = graphql(`
  fragment ApiKeysTable_apiKey on ApiKey {
    id
    name
    prefix
    scopes
    createdAt
    createdByName
    creatorAccountClosed
    expiresAt
    revokedAt
    lastUsedAt
  }
`);

const COLUMNS = ['name', 'key', 'scopes', 'created', 'createdBy', 'expires', 'lastUsed', 'status', 'actions'] as const;
const STATUS_PALETTE = { Active: 'green', Expired: 'gray', Revoked: 'red' } as const;

interface ApiKeysTableProps {
  apiKeys: readonly ApiKeysTable_ApiKeyFragment[];
  onRevoke: (key: { id: string; name: string }) => void;
}

/** Every key: what it may do, when and by whom it was made, expires and was last used, and whether it still works. */
export function ApiKeysTable({ apiKeys, onRevoke }: ApiKeysTableProps) {
  const { t } = useTranslation('integrations');
  const { date } = useFormat();
  if (apiKeys.length === 0) return <Text>{t('apiKeys.empty')}</Text>;
  const columns = COLUMNS.map((column) => t(`apiKeys.columns.${column}`));
  return (
    <DataTable caption={t('apiKeys.heading')} columns={columns} striped>
      {apiKeys.map((key) => {
        const status = apiKeyStatus(key);
        return (
          <Table.Row key={key.id}>
            <Table.Cell fontWeight="semibold">{key.name}</Table.Cell>
            <Table.Cell fontFamily="mono" whiteSpace="nowrap">
              {key.prefix}…
            </Table.Cell>
            <Table.Cell>{key.scopes.join(', ')}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{date(key.createdAt)}</Table.Cell>
            <Table.Cell>
              {key.creatorAccountClosed ? t('apiKeys.accountClosed', { name: key.createdByName }) : key.createdByName}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{date(key.expiresAt)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{key.lastUsedAt ? date(key.lastUsedAt) : t('apiKeys.never')}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={STATUS_PALETTE[status]}>{t(`apiKeys.status.${status}`)}</Badge>
            </Table.Cell>
            <Table.Cell>
              {status === 'Revoked' ? null : (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('apiKeys.revokeLabel', { name: key.name })}
                  onClick={() => onRevoke(key)}
                >
                  {t('apiKeys.revoke')}
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        );
      })}
    </DataTable>
  );
}
