import { Badge, Box, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiShield } from 'react-icons/fi';
import type { CertificatePageQueryQuery } from '../../../../gql/graphql';
import { useFormat } from '../../../../i18n/format';
import { completionText } from '../completion';

type Certificate = CertificatePageQueryQuery['certificate'];

/** The verification address as an SVG QR code (a data URL for an <img>), made in the browser; null until ready. */
function useQrCode(text: string) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' })
      .then((markup) => {
        if (live) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  return svg;
}

/**
 * The certificate itself, as the screen shows it and the printer prints it (one landscape page): the platform that
 * issues it, the learner, the course, its instructor and total length, the completion date, and how to verify it (the
 * code, the address and a QR code of it). It is only ever rendered inside the app, under its translator (the PDF is
 * the server's own: certificate-pdf.ts), so it reads its texts through hooks.
 */
export function CertificateDocument({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation('certificates');
  const format = useFormat();
  const qr = useQrCode(certificate.verificationUrl);
  return (
    <Stack
      as="article"
      aria-labelledby="certificate-title"
      gap={{ base: '4', md: '5' }}
      w="full"
      p={{ base: '5', md: '12' }}
      textAlign="center"
      bg="bg"
      borderWidth="8px"
      borderStyle="double"
      borderColor="brand.border"
      rounded="md"
      _print={{ borderColor: 'black', breakInside: 'avoid', p: '8', gap: '3', maxH: '180mm', overflow: 'hidden' }}
    >
      <Text fontSize="sm" fontWeight="bold" letterSpacing="widest" textTransform="uppercase" color="brand.fg">
        {certificate.issuer}
      </Text>
      <Heading as="h1" id="certificate-title" size={{ base: '2xl', md: '4xl' }} color="brand.fg">
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('certifies')}</Text>
      <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" overflowWrap="anywhere">
        {certificate.learnerName}
      </Text>
      <Text color="fg.muted">{completionText(t, certificate)}</Text>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
        {certificate.courseTitle}
      </Text>
      <Text color="fg.muted">{t('taughtBy', { instructor: certificate.instructor })}</Text>
      {certificate.totalSeconds ? (
        <Text color="fg.muted">{t('totalLength', { length: format.duration(certificate.totalSeconds) })}</Text>
      ) : null}
      <Text>{t('completedOn', { date: format.date(certificate.completedAt) })}</Text>
      {certificate.viewingVerified ? (
        <Stack gap="1" align="center">
          <Badge colorPalette="green" size="lg" variant="solid">
            <FiShield aria-hidden />
            {t('viewingVerified')}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            {t('viewingVerifiedDetail')}
          </Text>
        </Stack>
      ) : null}
      <Flex
        mt="2"
        pt="4"
        borderTopWidth="1px"
        gap="4"
        align="center"
        justify="space-between"
        direction={{ base: 'column-reverse', sm: 'row' }}
        textAlign={{ base: 'center', sm: 'start' }}
      >
        <Stack gap="1" minW="0">
          <Text fontFamily="mono" fontSize="sm">
            {t('verification', { code: certificate.code })}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {t('verifyAt', { url: certificate.verificationUrl })}
          </Text>
          {certificate.reissuedAt ? (
            <Text fontSize="sm" color="fg.muted">
              {t('reissuedOn', { date: format.date(certificate.reissuedAt) })}
            </Text>
          ) : null}
        </Stack>
        <Box boxSize="24" flexShrink="0" bg="bg.panel" p="1">
          {qr ? <Image src={qr} alt={t('qrAlt')} boxSize="full" /> : null}
        </Box>
      </Flex>
    </Stack>
  );
}
