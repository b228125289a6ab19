import { Button, Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../../i18n/format';
import { RefundNotice } from '../../../commerce/checkout/components/RefundNotice';
import { billingPeriod } from '../../../commerce/checkout/money';

export interface HomePlan {
  price: number;
  currency: string;
  interval: string;
  refundWindowDays: number;
}

/** The plan's three steps, the second with its price and period. */
const planSteps = (t: TFunction<'home'>, price: string, period: string) => [
  { title: t('plan.accountTitle'), body: t('plan.accountBody') },
  { title: t('plan.subscribeTitle', { price }), body: t('plan.subscribeBody', { period }) },
  { title: t('plan.learnTitle'), body: t('plan.learnBody') },
];

/** How the yearly plan works, in three steps, with its price from the plan and the spec's refund line. */
export function PlanSection({ plan }: { plan: HomePlan }) {
  const { t } = useTranslation('home');
  const { t: checkout } = useTranslation('checkout');
  const price = useFormat().money(plan.price, plan.currency);
  return (
    <Stack as="section" gap="6" aria-labelledby="plan-heading" bg="bg.subtle" rounded="2xl" p={{ base: '6', md: '10' }}>
      <Heading as="h2" textStyle="heading.section" id="plan-heading" textAlign="center">
        {t('plan.heading')}
      </Heading>
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {planSteps(t, price, billingPeriod(checkout, plan.interval)).map((step, index) => (
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
  const { t } = useTranslation('home');
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
        {t('cta.heading')}
      </Heading>
      <Text color="inverse.muted" maxW="xl">
        {t('cta.body', { price })}
      </Text>
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to={signedIn ? '/checkout' : '/signup'}>
          {signedIn ? t('cta.subscribe') : t('cta.signUpFirst')}
        </RouterLink>
      </Button>
    </Stack>
  );
}
