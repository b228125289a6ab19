import { Button, Flex } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProfileSection } from '../../../../components/ui/profile-section';
import { useDeleteAccountMutation } from '../mutations/useDeleteAccountMutation';
import { useDownloadMyData } from '../useDownloadMyData';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/**
 * 'Your data' on the profile: 'Download my data' saves the account's data as a JSON file; 'Delete account' opens the
 * dialog that explains what happens and asks for the password. Once deleted, the session is over: home, with the
 * server's message as the notice.
 */
export function YourData({ refundWindowDays }: { refundWindowDays: number }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const navigate = useNavigate();
  const [download, { loading: downloading }] = useDownloadMyData();
  const [deleteAccount, { loading: deleting }] = useDeleteAccountMutation();
  const [dialogOpen, setDialogOpen] = useState(false);

  const onConfirm = async (password: string) => {
    const outcome = await deleteAccount(password);
    if (outcome.ok) navigate('/', { replace: true });
    return outcome;
  };

  return (
    <ProfileSection headingId={headingId} heading={t('yourData.heading')} intro={t('yourData.intro')}>
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" loading={downloading} onClick={() => download()}>
          {t('yourData.download')}
        </Button>
        <Button colorPalette="red" variant="outline" aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
          {t('yourData.deleteAccount')}
        </Button>
      </Flex>
      {dialogOpen ? (
        <DeleteAccountDialog
          refundWindowDays={refundWindowDays}
          deleting={deleting}
          onConfirm={onConfirm}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </ProfileSection>
  );
}
