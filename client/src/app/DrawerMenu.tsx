import { Button, CloseButton, Drawer, Link, Portal, Stack } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useSession } from '../features/identity/auth/session/SessionProvider';
import { useSignOut } from '../features/identity/user/hooks/useSignOut';
import { menuItemsFor } from './menuItems';

interface DrawerMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the drawer closes (the menu button). */
  finalFocusEl: () => HTMLElement | null;
}

/** The side drawer menu: items by role; Logout returns to /. */
export function DrawerMenu({ open, onOpenChange, finalFocusEl }: DrawerMenuProps) {
  const session = useSession();
  const [logout, { loading }] = useSignOut();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const { links, showLogout } = menuItemsFor(session, t);

  const onLogout = async () => {
    if (await logout()) {
      onOpenChange(false);
      navigate('/');
    }
  };

  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title>{t('logo')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={t('mainNav')}>
                <Stack as="ul" listStyleType="none" gap="1">
                  {links.map((item) => (
                    <li key={item.to}>
                      <Link asChild display="block" py="2" px="3" rounded="md" _hover={{ bg: 'bg.muted' }}>
                        <NavLink to={item.to} end onClick={() => onOpenChange(false)}>
                          {item.label}
                        </NavLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
              </nav>
              {showLogout ? (
                <Button mt="6" width="full" colorPalette="red" variant="outline" loading={loading} onClick={onLogout}>
                  {t('logout')}
                </Button>
              ) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
