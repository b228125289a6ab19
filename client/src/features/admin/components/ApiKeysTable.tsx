import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { DataTable } from '../../../components/DataTable';
import { formatDate } from '../../../components/format/formatDate';
import { graphql } from '../../../gql';
import type { ApiKeysTable_ApiKeyFragment } from '../../../gql/graphql';
import { apiKeyStatus } from '../apiKeyFormat';
import { apiKeyTexts } from '../apiKeyTexts';

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

const COLUMNS = [
  'Name',
  'Key',
  'Scopes',
  'Created',
  'Created by',
  'Expires',
  'Last used',
  'Status',
  'Actions',
] as const;
const STATUS_PALETTE = { Active: 'green', Expired: 'gray', Revoked: 'red' } as const;

interface ApiKeysTableProps {
  apiKeys: readonly ApiKeysTable_ApiKeyFragment[];
  onRevoke: (key: { id: string; name: string }) => void;
}

/** Every key: what it may do, when and by whom it was made, expires and was last used, and whether it still works. */
export function ApiKeysTable({ apiKeys, onRevoke }: ApiKeysTableProps) {
  if (apiKeys.length === 0) return <Text>{apiKeyTexts.empty}</Text>;
  return (
    <DataTable caption={apiKeyTexts.heading} columns={COLUMNS} striped>
      {apiKeys.map((key) => {
        const status = apiKeyStatus(key);
        return (
          <Table.Row key={key.id}>
            <Table.Cell fontWeight="semibold">{key.name}</Table.Cell>
            <Table.Cell fontFamily="mono" whiteSpace="nowrap">
              {key.prefix}…
            </Table.Cell>
            <Table.Cell>{key.scopes.join(', ')}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDate(key.createdAt)}</Table.Cell>
            <Table.Cell>{apiKeyTexts.createdBy(key.createdByName, key.creatorAccountClosed)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDate(key.expiresAt)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {key.lastUsedAt ? formatDate(key.lastUsedAt) : apiKeyTexts.never}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={STATUS_PALETTE[status]}>{status}</Badge>
            </Table.Cell>
            <Table.Cell>
              {status === 'Revoked' ? null : (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Revoke ${key.name}`}
                  onClick={() => onRevoke(key)}
                >
                  {apiKeyTexts.revoke}
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        );
      })}
    </DataTable>
  );
}
