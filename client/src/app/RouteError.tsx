import { Button, Heading, Stack, Text } from '@chakra-ui/react';

/** Shown when a route fails to render or its code cannot be loaded (for example after a redeploy). */
export function RouteError() {
  return (
    <Stack role="alert" align="center" justify="center" minH="60vh" gap="4" p="6" textAlign="center">
      <Heading as="h1" size="2xl">
        Something went wrong
      </Heading>
      <Text>The page could not be loaded. Please try again.</Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}
