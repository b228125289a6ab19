import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { avatarSlotRecipe, menuSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../features/identity/auth/session/SessionProvider';
import { useSignOut } from '../../features/identity/user/hooks/useSignOut';
import { BILLING_PATH } from './headerTexts';

type Label =
  | 'myLearning'
  | 'review'
  | 'profile'
  | 'billing'
  | 'team'
  | 'adminDashboard'
  | 'learners'
  | 'categories'
  | 'apiKeys'
  | 'singleSignOn'
  | 'webhooks'
  | 'createCourse';

interface AccountLink {
  /** Its text's key in the `shell` namespace. */
  label: Label;
  to: string;
}

/** The account menu's links by role: everyone's, then an admin's (the drawer's admin pages, for desktop). */
export function accountLinksFor(isAdmin: boolean): AccountLink[] {
  return [
    { label: 'myLearning', to: '/my-learning' },
    { label: 'review', to: '/review' },
    { label: 'profile', to: '/user/profile' },
    { label: 'billing', to: BILLING_PATH },
    ...(isAdmin
      ? ([
          { label: 'adminDashboard', to: '/admin/dashboard' },
          { label: 'learners', to: '/admin/learners' },
          { label: 'categories', to: '/admin/categories' },
          { label: 'apiKeys', to: '/admin/api-keys' },
          { label: 'singleSignOn', to: '/admin/sso' },
          { label: 'webhooks', to: '/admin/webhooks' },
          { label: 'createCourse', to: '/course/create' },
        ] satisfies AccountLink[])
      : // Team plans are bought and joined by learners; an admin never pays.
        ([{ label: 'team', to: '/team' }] satisfies AccountLink[])),
  ];
}

/**
 * The signed-in learner's avatar, opening their account menu (Chakra's menu: arrow keys, Escape, typeahead, focus
 * back on the avatar): My learning, Profile, Billing, for learners Team, for admins Admin Dashboard, Learners, Categories, API keys and Create New
 * Course, and Logout,
 * which returns to / as the drawer's does.
 */
export function AccountMenu() {
  const { data: user, role } = useSession();
  const [logout] = useSignOut();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const name = user?.fullName ?? '';

  const onLogout = async () => {
    if (await logout()) navigate('/');
  };

  return (
    <Menu.Root recipe={menuSlotRecipe} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" rounded="full" p="0" minW="10" h="10" aria-label={t('accountMenu')}>
          <Avatar.Root recipe={avatarSlotRecipe} size="sm" colorPalette="brand">
            <Avatar.Fallback name={name} />
            {user?.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt="" /> : null}
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold" color="fg" truncate>
                  {name}
                </Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal" truncate>
                  {user?.email}
                </Text>
              </Menu.ItemGroupLabel>
              {accountLinksFor(role === 'ADMIN').map((link) => (
                <Menu.Item key={link.to} value={link.to} asChild>
                  <RouterLink to={link.to}>{t(link.label)}</RouterLink>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error" onSelect={() => void onLogout()}>
              {t('logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
