import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { withNotices } from '../../../shared/withNotices';

export const ExportMyDataQuery = graphql(`
  query ExportMyDataQuery {
    exportMyData {
      filename
      json
    }
  }
`);

/** Hands `text` to the browser as a file download named `filename`. */
function saveFile(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL only holds the text in memory from here on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * 'Download my data': asks the server for the account's data (never from the cache: it is a snapshot of now, and
 * is not kept in it) and saves it as the JSON file the server names. Notices: 'Preparing your data', then 'Your data
 * has been downloaded' or the server's message / 'Failed to download your data'.
 */
export function useDownloadMyData() {
  const { t } = useTranslation('account');
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);

  const download = useCallback(async (): Promise<boolean> => {
    setLoading(true);
    const outcome = await withNotices(
      {
        loading: t('yourData.downloading'),
        success: t('yourData.downloaded'),
        failure: t('yourData.downloadFailed'),
      },
      async () => {
        const { data } = await client.query({ query: ExportMyDataQuery, fetchPolicy: 'no-cache' });
        if (!data) throw new Error('No data');
        saveFile(data.exportMyData.filename, data.exportMyData.json);
      },
    );
    setLoading(false);
    return outcome.ok;
  }, [client, t]);

  return [download, { loading }] as const;
}
