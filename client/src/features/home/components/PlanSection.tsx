import { Button, Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../components/format/formatMoney';
import { RefundNotice } from '../../checkout/components/RefundNotice';
import { billingPeriod } from '../../checkout/money';
import { HOME_TEXTS } from '../homeTexts';

export interface HomePlan {
  price: number;
  currency: string;
  interval: string;
  refundWindowDays: number;
}

/** How the yearly plan works, in three steps, with its price from the plan and the spec's refund line. */
export function PlanSection({ plan }: { plan: HomePlan }) {
  const { t } = useTranslation('checkout');
  const price = formatMoney(plan.price, plan.currency);
  return (
    <Stack as="section" gap="6" aria-labelledby="plan-heading" bg="bg.subtle" rounded="2xl" p={{ base: '6', md: '10' }}>
      <Heading as="h2" textStyle="heading.section" id="plan-heading" textAlign="center">
        {HOME_TEXTS.planHeading}
      </Heading>
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {HOME_TEXTS.planSteps(price, billingPeriod(t, plan.interval)).map((step, index) => (
          <Stack as="li" key={step.title} gap="3" align={{ base: 'start', md: 'center' }} textAlign={{ md: 'center' }}>
            <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" aria-hidden="true">
              {index + 1}
            </Circle>
            <Heading as="h3" size="md">
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.body}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <RefundNotice refundWindowDays={plan.refundWindowDays} gap="0" textAlign="center" />
    </Stack>
  );
}

/** The call to subscribe: to the checkout when signed in, else to sign up first (checkout needs an account). */
export function SubscribeCta({ signedIn, price }: { signedIn: boolean; price: string }) {
  return (
    <Stack
      as="section"
      aria-labelledby="cta-heading"
      align="center"
      textAlign="center"
      gap="4"
      bg="inverse.bg"
      color="inverse.fg"
      rounded="2xl"
      p={{ base: '8', md: '12' }}
    >
      <Heading as="h2" size="2xl" id="cta-heading">
        {HOME_TEXTS.ctaHeading}
      </Heading>
      <Text color="inverse.muted" maxW="xl">
        {HOME_TEXTS.ctaBody} {price}.
      </Text>
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to={signedIn ? '/checkout' : '/signup'}>
          {signedIn ? HOME_TEXTS.subscribe : HOME_TEXTS.signUpFirst}
        </RouterLink>
      </Button>
    </Stack>
  );
}
